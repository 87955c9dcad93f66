import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { StaffSession } from './session.ts';
import { staffJson } from './staff-api.ts';

const field = 'mt-1 block w-full min-h-11 rounded-control border border-line bg-white px-3 text-base';

/**
 * One address staff type, one question about it to the staff API, and an answer whose heading takes the
 * focus: the shape shared by erasing a person and looking up a block. The first question only looks
 * (`flag` false); the page's second step asks again with `flag` true (erase, lift). The address may come in
 * as `?email=` from a lead's page.
 */
export function useAddressQuestion<T>(session: StaffSession, path: string, flag: 'confirm' | 'lift') {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (answer) outcome.current?.focus();
  }, [answer]);

  async function ask(step: boolean) {
    setBusy(true);
    const result = await staffJson<T>(session, path, { email, [flag]: step });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.email ?? result.error);
      setAnswer(null);
      return;
    }
    setError('');
    setAnswer(result.data);
  }

  return {
    email,
    /** A changed address drops the answer, which was about the old one. */
    type(value: string) {
      setEmail(value);
      setAnswer(null);
    },
    answer,
    error,
    busy,
    outcome,
    ask,
  };
}

/** The address field, its button and its announced error, for a `useAddressQuestion`. */
export function AddressForm<T>({
  question,
  errorId,
  submit,
}: {
  question: ReturnType<typeof useAddressQuestion<T>>;
  errorId: string;
  submit: string;
}) {
  function look(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void question.ask(false);
  }
  return (
    <>
      <form className="mt-6 flex flex-wrap items-end gap-3" onSubmit={look}>
        <label className="min-w-0 flex-1 basis-64">
          <span className="font-semibold">E-mailadres</span>
          <input
            type="email"
            name="email"
            required
            value={question.email}
            onChange={(event) => question.type(event.target.value)}
            className={field}
            aria-invalid={question.error ? true : undefined}
            aria-describedby={question.error ? errorId : undefined}
          />
        </label>
        <Button type="submit" disabled={question.busy}>
          {submit}
        </Button>
      </form>
      {question.error && (
        <p id={errorId} role="alert" className="mt-2 text-danger">
          {question.error}
        </p>
      )}
    </>
  );
}
