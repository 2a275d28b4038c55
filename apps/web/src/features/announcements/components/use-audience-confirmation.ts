import { useRef, useState } from 'react';

/** What the confirmation says: the group's name and how many it reaches now. */
export type TAudienceQuestion = { group: string; count: number };

/**
 * The in-app "send to these people?" step: `ask` opens it and resolves with the answer, which
 * `answer` gives (going back, Escape and the close button all answer no).
 */
export function useAudienceConfirmation() {
  const [question, setQuestion] = useState<TAudienceQuestion | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  const ask = (next: TAudienceQuestion) =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setQuestion(next);
    });
  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setQuestion(null);
  };
  return { question, ask, answer };
}
