import { act, render, screen } from '@testing-library/react';
import { useAsyncData } from './useAsyncData';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function Probe({ query, load }: { query: string; load: (query: string) => Promise<string> }) {
  const state = useAsyncData(query, () => load(query));
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

describe('useAsyncData', () => {
  it('never shows an older answer for a newer key, however late it arrives', async () => {
    const answers = { emma: deferred<string>(), persuasion: deferred<string>() };
    const load = (query: string) => answers[query as keyof typeof answers].promise;
    const { rerender } = render(<Probe query="emma" load={load} />);
    rerender(<Probe query="persuasion" load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(async () => answers.persuasion.resolve('Persuasion results'));
    await act(async () => answers.emma.resolve('Emma results'));
    expect(screen.getByText('Persuasion results')).toBeInTheDocument();
  });

  it('reports a failed load as an error', async () => {
    render(<Probe query="emma" load={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
