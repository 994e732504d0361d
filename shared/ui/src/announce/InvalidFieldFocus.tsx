import { useEffect } from 'react';

/**
 * After a form is sent, focus goes to its first field marked invalid, if the form marked one: a screen
 * reader then reads that field's label and its error (Field ties the error to it with
 * aria-describedby), and a sighted reader sees where to look. One listener for every form of every
 * remote, so no form has to remember it. A form that was sent and closed, or moved focus itself,
 * keeps focus where it is: only focus still inside the form (on its submit button) is moved.
 */
export function InvalidFieldFocus() {
  useEffect(() => {
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // After the form's own handler and React's render of its errors.
      setTimeout(() => {
        if (!form.isConnected || !form.contains(document.activeElement)) return;
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }, 0);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);
  return null;
}
