import { useCallback, useState } from 'react';
import { BOOKING_TEXT, MATH_CHECK_MAX_FAILURES, MATH_CHECK_RANGES } from '@agency/contracts';

/*
 * The booking's math check (spec part 1 §4, §9): a question with +, - or ×, a counter of wrong answers, and a new
 * question after the third wrong one. It keeps casual bots out of the form; the server keeps its own rate limit.
 */

export type MathOperator = '+' | '-' | '×';

export interface MathQuestion {
  first: number;
  second: number;
  operator: MathOperator;
  answer: number;
}

/** A whole number in [min, max], from a random source in [0, 1) (Math.random by default). */
function between(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function newMathQuestion(random: () => number = Math.random): MathQuestion {
  const operator = (['+', '-', '×'] as const)[between(0, 2, random)] ?? '+';
  if (operator === '+') {
    const { min, max } = MATH_CHECK_RANGES.add;
    const first = between(min, max, random);
    const second = between(min, max, random);
    return { first, second, operator, answer: first + second };
  }
  if (operator === '-') {
    const { firstMin, firstMax } = MATH_CHECK_RANGES.subtract;
    const first = between(firstMin, firstMax, random);
    // "The second up to the first": the answer is never negative.
    const second = between(1, first, random);
    return { first, second, operator, answer: first - second };
  }
  const { min, max } = MATH_CHECK_RANGES.multiply;
  const first = between(min, max, random);
  const second = between(min, max, random);
  return { first, second, operator, answer: first * second };
}

/** 'What is 7 + 12?' */
export function mathQuestionText(question: MathQuestion): string {
  return `What is ${question.first} ${question.operator} ${question.second}?`;
}

export type MathCheckResult = { verified: true } | { verified: false; error: string; counts: boolean };

/** A typed answer judged: not a whole number (not counted as a failure), wrong, or right. */
export function judgeMathAnswer(question: MathQuestion, typed: string): MathCheckResult {
  const text = typed.trim();
  if (!/^-?\d+$/.test(text)) return { verified: false, error: BOOKING_TEXT.notANumber, counts: false };
  if (Number(text) !== question.answer) return { verified: false, error: BOOKING_TEXT.wrongAnswer, counts: true };
  return { verified: true };
}

export interface MathCheckState {
  question: MathQuestion;
  answer: string;
  error: string | undefined;
  verified: boolean;
  /** Announced after the third wrong answer, when the question changes under the visitor's eyes. */
  renewed: boolean;
  setAnswer(answer: string): void;
  verify(): void;
  refresh(): void;
  /** 'Confirm Booking' before the check was passed: the box says what it needs until the visitor answers. */
  requireAnswer(): void;
}

/** Under the box when 'Confirm Booking' is pressed before the question was answered. */
export const MATH_CHECK_UNANSWERED = 'Please answer the question, then press Verify.';

export function useMathCheck(): MathCheckState {
  const [question, setQuestion] = useState(() => newMathQuestion());
  const [answer, setAnswerText] = useState('');
  const [error, setError] = useState<string>();
  const [verified, setVerified] = useState(false);
  const [failures, setFailures] = useState(0);
  const [renewed, setRenewed] = useState(false);

  const setAnswer = useCallback((text: string) => {
    setAnswerText(text);
    setError(undefined);
  }, []);

  const verify = useCallback(() => {
    const result = judgeMathAnswer(question, answer);
    if (result.verified) {
      setVerified(true);
      setError(undefined);
      setRenewed(false);
      return;
    }
    setError(result.error);
    if (!result.counts) return;
    const failed = failures + 1;
    if (failed > MATH_CHECK_MAX_FAILURES) {
      setQuestion(newMathQuestion());
      setAnswerText('');
      setFailures(0);
      setRenewed(true);
    } else {
      setFailures(failed);
    }
  }, [question, answer, failures]);

  const refresh = useCallback(() => {
    setQuestion(newMathQuestion());
    setAnswerText('');
    setError(undefined);
    setVerified(false);
    setFailures(0);
    setRenewed(false);
  }, []);

  const requireAnswer = useCallback(() => {
    if (!verified) setError((current) => current ?? MATH_CHECK_UNANSWERED);
  }, [verified]);

  return { question, answer, error, verified, renewed, setAnswer, verify, refresh, requireAnswer };
}
