/**
 * Which screen leads to which, read statically from the source (TypeScript's parser): the graph the reachability
 * test walks from the home.
 *
 * The rule. Screen S leads to screen T when the code S runs names T's path: starting from the default export of S's
 * page file (src/<path>.tsx), every declaration it uses is followed, through imports (both a module and its `.h5`
 * variant: a link on either target counts) and re-exports, symbol by symbol rather than file by file, so a module's
 * other exports do not count. In the code followed, T is named by
 * - a property of a path table (`PATHS.scan`, `TEAM_PATHS.join`: a const object whose values are all route paths),
 * - or a string literal that is T's path or alias (with or without a query).
 * Naming a path is taken as leading there: the test cannot tell a button from a redirect, so a screen reached only
 * by a redirect (sign-in, restricted access) passes too. src/routes.ts is never followed (its table names every
 * screen).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { ROUTES, type RouteRow } from '../../src/routes';

interface Module {
  file: string;
  /** Top-level declarations by name ('default' for the default export). */
  declarations: Map<string, ts.Node[]>;
  /** Local name → where it is imported from. */
  imports: Map<string, { from: string; name: string }>;
  /** Exported name → the module and name it re-exports. */
  reExports: Map<string, { from: string; name: string }>;
  starExports: string[];
  /** Path tables declared here: name → key → route path. */
  tables: Map<string, Map<string, string>>;
}

const ROUTES_FILE = path.join('src', 'routes.ts');

export class ScreenLinks {
  private modules = new Map<string, Module | null>();
  private readonly routeOf = new Map<string, RouteRow>();

  constructor(
    private readonly root: string,
    routes: readonly RouteRow[] = ROUTES,
  ) {
    for (const r of routes.filter((r) => r.ready)) for (const p of [r.path, ...r.aliases]) this.routeOf.set(p, r);
  }

  /** The route paths the screen at `route` leads to. */
  linksOf(route: string): Set<string> {
    const links = new Set<string>();
    const visited = new Set<string>();
    for (const page of this.filesOf(path.join(this.root, 'src', route.slice(1)))) this.walk(page, 'default', links, visited);
    links.delete(route);
    return links;
  }

  /** The existing files a module name stands for: the module and its `.h5` variant. */
  private filesOf(base: string): string[] {
    const names = ['.ts', '.tsx', '.h5.ts', '.h5.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
    return names.filter((f) => ts.sys.fileExists(f) && path.relative(this.root, f) !== ROUTES_FILE);
  }

  private resolve(from: string, specifier: string): string[] {
    return specifier.startsWith('.') ? this.filesOf(path.resolve(path.dirname(from), specifier)) : [];
  }

  private module(file: string): Module | null {
    if (this.modules.has(file)) return this.modules.get(file)!;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const m: Module = { file, declarations: new Map(), imports: new Map(), reExports: new Map(), starExports: [], tables: new Map() };
    const declare = (name: string, node: ts.Node) => m.declarations.set(name, [...(m.declarations.get(name) ?? []), node]);
    for (const s of source.statements) {
      const isDefault = ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((x) => x.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && s.importClause && !s.importClause.isTypeOnly) {
        const from = s.moduleSpecifier.text;
        if (s.importClause.name) m.imports.set(s.importClause.name.text, { from, name: 'default' });
        const bindings = s.importClause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const e of bindings.elements) m.imports.set(e.name.text, { from, name: (e.propertyName ?? e.name).text });
        }
      } else if (ts.isExportDeclaration(s) && !s.isTypeOnly) {
        const from = s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? s.moduleSpecifier.text : null;
        if (!s.exportClause && from) m.starExports.push(from);
        if (s.exportClause && ts.isNamedExports(s.exportClause)) {
          for (const e of s.exportClause.elements) {
            const local = (e.propertyName ?? e.name).text;
            if (from) m.reExports.set(e.name.text, { from, name: local });
            else declare(e.name.text, e);
          }
        }
      } else if (ts.isExportAssignment(s)) {
        declare('default', s.expression);
      } else if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && (s.name || isDefault)) {
        if (s.name) declare(s.name.text, s);
        if (isDefault) declare('default', s);
      } else if (ts.isVariableStatement(s)) {
        for (const d of s.declarationList.declarations) {
          if (!ts.isIdentifier(d.name)) continue;
          declare(d.name.text, d);
          const table = d.initializer && this.pathTable(d.initializer);
          if (table) m.tables.set(d.name.text, table);
        }
      }
    }
    this.modules.set(file, m);
    return m;
  }

  /** The object's keys and route paths when every value is a route path, else null. */
  private pathTable(init: ts.Expression): Map<string, string> | null {
    const object = ts.isAsExpression(init) ? init.expression : init;
    if (!ts.isObjectLiteralExpression(object) || object.properties.length === 0) return null;
    const table = new Map<string, string>();
    for (const p of object.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name) || !ts.isStringLiteral(p.initializer)) return null;
      if (!this.routeOf.has(p.initializer.text)) return null;
      table.set(p.name.text, p.initializer.text);
    }
    return table;
  }

  /** The path table `name` stands for in `m` (declared there or imported), or null. */
  private tableOf(m: Module, name: string): Map<string, string> | null {
    const local = m.tables.get(name);
    if (local) return local;
    const imported = m.imports.get(name);
    if (!imported) return null;
    const from = imported.from === '../routes' || imported.from.endsWith('/routes') ? path.join(this.root, ROUTES_FILE) : null;
    if (from && imported.name === 'PATHS') {
      const routes = ts.createSourceFile(from, readFileSync(from, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const s of routes.statements) {
        if (!ts.isVariableStatement(s)) continue;
        for (const d of s.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.name.text === 'PATHS' && d.initializer) return this.pathTable(d.initializer);
        }
      }
    }
    for (const file of this.resolve(m.file, imported.from)) {
      const table = this.exportedTable(file, imported.name, new Set());
      if (table) return table;
    }
    return null;
  }

  private exportedTable(file: string, name: string, seen: Set<string>): Map<string, string> | null {
    if (seen.has(`${file}#${name}`)) return null;
    seen.add(`${file}#${name}`);
    const m = this.module(file);
    if (!m) return null;
    if (m.tables.has(name)) return m.tables.get(name)!;
    const re = m.reExports.get(name);
    const targets = re ? this.resolve(file, re.from).map((f) => [f, re.name] as const) : m.starExports.flatMap((s) => this.resolve(file, s).map((f) => [f, name] as const));
    for (const [f, n] of targets) {
      const table = this.exportedTable(f, n, seen);
      if (table) return table;
    }
    return null;
  }

  /** Follows `name` as `file` exports it, collecting the route paths named on the way. */
  private walk(file: string, name: string, links: Set<string>, visited: Set<string>): void {
    const key = `${file}#${name}`;
    if (visited.has(key)) return;
    visited.add(key);
    const m = this.module(file);
    if (!m) return;
    const re = m.reExports.get(name);
    if (re) for (const f of this.resolve(file, re.from)) this.walk(f, re.name, links, visited);
    const nodes = m.declarations.get(name);
    if (!nodes && !re) for (const s of m.starExports) for (const f of this.resolve(file, s)) this.walk(f, name, links, visited);
    for (const node of nodes ?? []) this.collect(m, node, links, visited);
  }

  private collect(m: Module, node: ts.Node, links: Set<string>, visited: Set<string>): void {
    const visit = (n: ts.Node): void => {
      if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression)) {
        const table = this.tableOf(m, n.expression.text);
        if (table) {
          const target = table.get(n.name.text);
          if (target) links.add(this.routeOf.get(target)!.path);
          return;
        }
      }
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n)) {
        const route = this.routeOf.get(n.text.replace(/\?.*$/, ''));
        if (route) links.add(route.path);
      }
      if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
        const imported = m.imports.get(n.text);
        if (imported) for (const f of this.resolve(m.file, imported.from)) this.walk(f, imported.name, links, visited);
        else if (m.declarations.has(n.text)) this.walk(m.file, n.text, links, visited);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
  }
}

/** The screens reachable from `start` by the links, each with the screen it was first reached from. */
export function reachableFrom(start: string, linksOf: (route: string) => Set<string>): Map<string, string | null> {
  const reached = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const here = queue.shift()!;
    for (const next of linksOf(here)) {
      if (reached.has(next)) continue;
      reached.set(next, here);
      queue.push(next);
    }
  }
  return reached;
}
