/**
 * Each `.h5` variant stands in for its base file in the H5 build (Taro resolves `x.h5.ts` before `x.ts`), while tsc
 * types every consumer against the base file and the H5 build does not type-check. So an H5 variant that lacks a
 * value its base exports, or exports it with another type, breaks only in the browser. This test holds each variant
 * to its base: every value export of the base exists in the variant with a type assignable to the base's, and a type
 * both declare is the same type both ways. Types the variant does not declare are fine: they do not exist at run time.
 * Extra exports of a variant are fine too (other `.h5` files and tests may use them; knip flags unused ones).
 */
import path from 'node:path';

import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
const VARIANT = /\.h5(\.tsx?)$/;

function baseOf(variant: string): string | null {
  const stem = variant.replace(VARIANT, '');
  return ['.ts', '.tsx'].map((ext) => stem + ext).find((file) => ts.sys.fileExists(file)) ?? null;
}

const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, ROOT);
const variants = ts.sys.readDirectory(path.join(ROOT, 'src'), ['.ts', '.tsx']).filter((file) => VARIANT.test(file));
const pairs = variants.flatMap((variant) => {
  const base = baseOf(variant);
  return base ? [{ base, variant, name: path.relative(ROOT, variant) }] : [];
});

/** What is wrong with `variant` standing in for `base`, one line per export; empty when nothing is. */
function mismatches(program: ts.Program, base: string, variant: string): string[] {
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!);
    const symbols = module ? checker.getExportsOfModule(module) : [];
    return new Map(symbols.map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
  };
  const mine = exportsOf(variant);
  const problems: string[] = [];
  for (const [name, wanted] of exportsOf(base)) {
    const given = mine.get(name);
    if (wanted.flags & ts.SymbolFlags.Value) {
      if (!given || !(given.flags & ts.SymbolFlags.Value)) {
        problems.push(`${name}: missing`);
        continue;
      }
      const [have, want] = [checker.getTypeOfSymbol(given), checker.getTypeOfSymbol(wanted)];
      if (!checker.isTypeAssignableTo(have, want)) problems.push(`${name}: ${checker.typeToString(have)} is not ${checker.typeToString(want)}`);
    } else if (given && given.flags & ts.SymbolFlags.Type && given !== wanted) {
      const [have, want] = [checker.getDeclaredTypeOfSymbol(given), checker.getDeclaredTypeOfSymbol(wanted)];
      if (!checker.isTypeAssignableTo(have, want) || !checker.isTypeAssignableTo(want, have)) problems.push(`type ${name}: differs`);
    }
  }
  return problems;
}

function programOf(files: string[]): ts.Program {
  return ts.createProgram({ rootNames: files, options: config.options });
}

describe('the check itself', () => {
  const fixtures = path.join(ROOT, 'test', 'unit', 'fixtures', 'h5-parity');
  const [base, variant] = ['thing.ts', 'thing.h5.ts'].map((f) => path.join(fixtures, f)) as [string, string];

  test('names a value the variant lacks, a value of another type and a type that differs', () => {
    expect(mismatches(programOf([base, variant]), base, variant)).toEqual([
      'missing: missing',
      'flag: true is not false',
      'render: () => string is not () => number',
      'type Shape: differs',
    ]);
  });
});

describe('every .h5 variant stands in for its base file', () => {
  const program = programOf(pairs.flatMap((p) => [p.base, p.variant]));
  test('there are variants to check', () => expect(pairs.length).toBeGreaterThan(20));
  test.each(pairs)('$name', ({ base, variant }) => {
    expect(mismatches(program, base, variant)).toEqual([]);
  });
});
