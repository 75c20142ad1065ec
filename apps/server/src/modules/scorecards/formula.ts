import { createRequire } from 'node:module';
import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import type { MathNode } from 'mathjs';

/**
 * mathjs is loaded by the first formula, not at start (it is about a third of the server's
 * modules); its CommonJS build loads synchronously, so compiling a formula stays synchronous.
 */
let parseMath: typeof import('mathjs').parse | undefined;

/** Loads mathjs if it is not yet (the warm-up after listen calls it, so a formula need not). */
export function loadMathjs(): typeof import('mathjs').parse {
  parseMath ??= (createRequire(import.meta.url)('mathjs') as typeof import('mathjs')).parse;
  return parseMath;
}

function mathParse(expression: string): MathNode {
  return loadMathjs()(expression);
}

/**
 * Formula measurables: `{Revenue} / {New customers}` computes a period's value from other
 * measurables of the same scorecard, named in braces. mathjs parses the arithmetic; only
 * finite numbers, the four operations, unary minus and parentheses are allowed, so a formula can
 * never call a function, hold text or reach anything but the values it names.
 */

/** A formula read and checked: the names it uses (lower-cased) and how to compute it. */
export type TCompiledFormula = {
  /** The measurable names in braces, trimmed and lower-cased, in order of first use. */
  names: string[];
  /** The value for one period, or null when a named value is missing or the result is not finite. */
  compute: (readValue: (name: string) => number | null) => number | null;
};

/** A formula that cannot be used: the text says why, for the `formula` field. */
export class FormulaError extends Error {}

const REFERENCE = /\{([^{}]*)\}/g;
const ALLOWED_OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus']);

/** Normalises a measurable name for matching: trimmed, single spaces, lower case. */
export function formulaName(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A literal a formula may hold: a finite number. mathjs also reads "text", true, null and NaN as constants. */
function isNumberConstant(node: MathNode): boolean {
  return 'value' in node && typeof node.value === 'number' && Number.isFinite(node.value);
}

function checkNode(node: MathNode, symbols: ReadonlySet<string>): void {
  node.traverse((child) => {
    if (child.type === 'ConstantNode' && isNumberConstant(child)) return;
    if (child.type === 'ParenthesisNode') return;
    if (child.type === 'SymbolNode' && 'name' in child && symbols.has(String(child.name))) return;
    if (child.type === 'OperatorNode' && 'fn' in child && ALLOWED_OPERATORS.has(String(child.fn))) return;
    throw new FormulaError(SCORECARD_TEXTS.formulaInvalid);
  });
}

/** Reads a formula; throws FormulaError when it is not plain arithmetic over `{names}`. */
export function compileFormula(formula: string): TCompiledFormula {
  const names: string[] = [];
  const symbolOf = new Map<string, string>();
  const expression = formula.replace(REFERENCE, (_, raw: string) => {
    const name = formulaName(raw);
    if (!name) throw new FormulaError(SCORECARD_TEXTS.formulaInvalid);
    if (!symbolOf.has(name)) {
      symbolOf.set(name, `m${symbolOf.size}`);
      names.push(name);
    }
    return ` ${symbolOf.get(name)} `;
  });
  if (/[{}]/.test(expression) || names.length === 0) throw new FormulaError(SCORECARD_TEXTS.formulaInvalid);
  let node: MathNode;
  try {
    node = mathParse(expression);
  } catch {
    throw new FormulaError(SCORECARD_TEXTS.formulaInvalid);
  }
  checkNode(node, new Set(symbolOf.values()));
  const code = node.compile();
  return {
    names,
    compute: (readValue) => {
      const scope: Record<string, number> = {};
      for (const name of names) {
        const value = readValue(name);
        if (value === null) return null;
        scope[symbolOf.get(name) as string] = value;
      }
      const result: unknown = code.evaluate(scope);
      return typeof result === 'number' && Number.isFinite(result) ? result : null;
    },
  };
}

/** A measurable as formula checks see it. */
export type TFormulaMeasurable = { id: string; title: string; formula: string | null };

/**
 * Checks a formula for measurable `selfId` against the scorecard's measurables: every name
 * exists, the formula does not use itself, and no chain of formulas leads back to it.
 * Throws FormulaError with the spec-style text.
 */
export function checkFormula(
  selfId: string | null,
  formula: string,
  measurables: readonly TFormulaMeasurable[],
) {
  const compiled = compileFormula(formula);
  const byName = new Map(measurables.map((m) => [formulaName(m.title), m]));
  for (const name of compiled.names) {
    const target = byName.get(name);
    if (!target) throw new FormulaError(SCORECARD_TEXTS.formulaUnknown(name));
    if (target.id === selfId) throw new FormulaError(SCORECARD_TEXTS.formulaSelf);
  }
  if (!selfId) return compiled;
  const formulaOf = new Map(measurables.map((m) => [m.id, m.id === selfId ? formula : m.formula]));
  const titleOf = new Map(measurables.map((m) => [m.id, m.title]));
  const cycle = findCycle(selfId, formulaOf, byName);
  if (cycle) throw new FormulaError(SCORECARD_TEXTS.formulaCycle(cycle.map((id) => titleOf.get(id) ?? id)));
  return compiled;
}

/** The measurables' formula dependencies as ids (unknown names are skipped). */
function dependenciesOf(
  formula: string | null | undefined,
  byName: Map<string, TFormulaMeasurable>,
): string[] {
  if (!formula) return [];
  try {
    return compileFormula(formula)
      .names.map((name) => byName.get(name)?.id)
      .filter((id): id is string => Boolean(id));
  } catch {
    return [];
  }
}

/** A path of ids from `start` back to itself through formulas, or null. */
function findCycle(
  start: string,
  formulaOf: Map<string, string | null>,
  byName: Map<string, TFormulaMeasurable>,
): string[] | null {
  const visit = (id: string, path: string[], seen: Set<string>): string[] | null => {
    for (const next of dependenciesOf(formulaOf.get(id), byName)) {
      if (next === start) return [...path, id, start];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = visit(next, [...path, id], seen);
      if (found) return found;
    }
    return null;
  };
  return visit(start, [], new Set([start]));
}

/**
 * The order to compute formula measurables in so each comes after those it uses (cycles,
 * which saving refuses, are broken arbitrarily rather than looping).
 */
export function formulaOrder<M extends TFormulaMeasurable>(measurables: readonly M[]): M[] {
  const byName = new Map<string, TFormulaMeasurable>(measurables.map((m) => [formulaName(m.title), m]));
  const byId = new Map(measurables.map((m) => [m.id, m]));
  const done = new Set<string>();
  const order: M[] = [];
  const place = (m: M, trail: Set<string>) => {
    if (done.has(m.id) || trail.has(m.id)) return;
    trail.add(m.id);
    for (const id of dependenciesOf(m.formula, byName)) {
      const dependency = byId.get(id);
      if (dependency?.formula) place(dependency, trail);
    }
    done.add(m.id);
    order.push(m);
  };
  for (const m of measurables) if (m.formula) place(m, new Set());
  return order;
}
