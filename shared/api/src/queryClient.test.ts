import { sessionStore } from '@booknook/session';
import { createQueryClient } from './queryClient';

const ada = { id: 7, username: 'ada', user_type_id: 2, profile_picture: null, recommendations: true };
const bob = { id: 8, username: 'bob', user_type_id: 2, profile_picture: null, recommendations: true };

describe('the one query cache', () => {
  it('keeps what it holds when the same reader’s token is renewed, and empties when the session changes hands', () => {
    sessionStore.getState().signIn('first-token', ada);
    const client = createQueryClient();
    client.setQueryData(['shelves'], ['Read']);

    sessionStore.getState().signIn('renewed-token', ada);
    expect(client.getQueryData(['shelves'])).toEqual(['Read']);

    sessionStore.getState().signIn('bobs-token', bob);
    expect(client.getQueryData(['shelves'])).toBeUndefined();

    client.setQueryData(['shelves'], ['Bob’s']);
    sessionStore.getState().signOut();
    expect(client.getQueryData(['shelves'])).toBeUndefined();
  });
});
