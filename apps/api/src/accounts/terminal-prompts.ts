import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export interface Prompter {
  ask(question: string): Promise<string>;
  /** Asks without echoing what is typed (passwords). */
  askHidden(question: string): Promise<string>;
  close(): void;
}

/** Questions on the terminal; the answers of askHidden are never shown. */
export function createTerminalPrompter(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Prompter {
  let muted = false;
  // readline echoes every key through its output: muting that stream hides a password.
  const echo = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input, output: echo, terminal: true });
  return {
    ask: async (question) => (await lines.question(question)).trim(),
    async askHidden(question) {
      output.write(question);
      muted = true;
      try {
        return await lines.question('');
      } finally {
        muted = false;
        output.write('\n');
      }
    },
    close: () => lines.close(),
  };
}
