/** A class of errors, as `instanceof` takes it. */
type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * What a command-line tool does with a failure: one the operator can act on (of the `expected`
 * kinds) is printed and answered with exit code 1; anything else is a bug and is thrown on.
 */
export function exitCodeOfExpectedFailure(error: unknown, expected: readonly ErrorClass[]): 1 {
  if (!(error instanceof Error) || !expected.some((kind) => error instanceof kind)) throw error;
  console.error(error.message);
  return 1;
}
