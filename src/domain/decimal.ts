// Spec screens-data-rules.md §9: "Number arithmetic helper warns beyond the safe integer range" — exact decimal
// arithmetic for money, on big.js.
import Big from 'big.js';

type Operand = number | string;
export type WarnLogger = (message: string) => void;

/** Places kept by a division whose result does not end (big.js rounds there, half up). */
const DIVISION_PLACES = 20;
/** Places kept by round() unless told otherwise: money. */
const MONEY_PLACES = 2;

// A private constructor, so that the settings below never touch big.js's global Big that others may use.
const Decimal = Big();
Decimal.DP = DIVISION_PLACES;
Decimal.RM = Big.roundHalfUp;

export interface DecimalArithmetic {
  plus(a: Operand, b: Operand, ...rest: Operand[]): number;
  minus(a: Operand, b: Operand, ...rest: Operand[]): number;
  times(a: Operand, b: Operand, ...rest: Operand[]): number;
  /** Division by zero warns and gives NaN. */
  divide(a: Operand, b: Operand, ...rest: Operand[]): number;
  /** Half up, away from zero on a tie: 1.005 → 1.01, -1.005 → -1.01. */
  round(value: Operand, places?: number): number;
}

const beyondSafe = (value: number): boolean => Math.abs(value) > Number.MAX_SAFE_INTEGER;

/**
 * The arithmetic helper with its warning channel. Operands are numbers (read by their shortest decimal form, so
 * 0.1 is exactly 0.1) or decimal strings; results are numbers. It warns, and still answers, when an operand or the
 * result is beyond ±Number.MAX_SAFE_INTEGER (the number then cannot hold it exactly). An operand that is not a
 * finite number warns and gives NaN.
 */
export function createDecimal(warn: WarnLogger = (message) => console.warn(message)): DecimalArithmetic {
  const read = (value: Operand): Big | null => {
    if (typeof value === 'number' && beyondSafe(value)) {
      warn(`${value} is beyond Number.MAX_SAFE_INTEGER; the result may not be exact`);
    }
    try {
      const decimal = new Decimal(typeof value === 'string' ? value.trim() : value);
      if (typeof value === 'string' && beyondSafe(decimal.toNumber())) {
        warn(`${value} is beyond Number.MAX_SAFE_INTEGER; the result may not be exact`);
      }
      return decimal;
    } catch {
      warn(`${String(value)} is not a number`);
      return null;
    }
  };

  const answer = (result: Big): number => {
    const value = result.toNumber() + 0; // + 0 turns -0 into 0
    if (beyondSafe(value)) {
      warn(`${result.toString()} is beyond Number.MAX_SAFE_INTEGER; the result is not exact`);
    }
    return value;
  };

  const fold =
    (step: (acc: Big, next: Big) => Big | null) =>
    (...operands: Operand[]): number => {
      const values = operands.map(read);
      const [first, ...rest] = values;
      if (!first || rest.some((v) => v === null)) return NaN;
      let acc: Big = first;
      for (const next of rest as Big[]) {
        const stepped = step(acc, next);
        if (stepped === null) return NaN;
        acc = stepped;
      }
      return answer(acc);
    };

  return {
    plus: fold((acc, next) => acc.plus(next)),
    minus: fold((acc, next) => acc.minus(next)),
    times: fold((acc, next) => acc.times(next)),
    divide: fold((acc, next) => {
      if (next.eq(0)) {
        warn(`division of ${acc.toString()} by zero`);
        return null;
      }
      return acc.div(next);
    }),
    round: (value, places = MONEY_PLACES) => {
      const decimal = read(value);
      return decimal === null ? NaN : answer(decimal.round(places, Big.roundHalfUp));
    },
  };
}

const defaultArithmetic = createDecimal();

/** Exact a + b (+ ...): plus(0.1, 0.2) === 0.3. */
export const plus = defaultArithmetic.plus;
/** Exact a - b (- ...): minus(0.3, 0.1) === 0.2. */
export const minus = defaultArithmetic.minus;
/** Exact a × b (× ...): times(1.005, 100) === 100.5. */
export const times = defaultArithmetic.times;
/** a ÷ b (÷ ...), exact when it ends, else to 20 places: divide(0.3, 0.1) === 3. */
export const divide = defaultArithmetic.divide;
/** Rounds half up to `places` (2): round(1.005) === 1.01. */
export const round = defaultArithmetic.round;
