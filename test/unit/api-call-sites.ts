/**
 * Every call the client can make, read statically from the source (the TypeScript parser, no type checker: a
 * parse is fast and the call sites are plain enough). The call-catalogue parity test holds this list to the spec's
 * catalogue (src/api/call-catalogue.ts).
 *
 * Where a call is written down:
 * - in the modules of `src/api`, an object literal with a `path` property: a `request({...})`, or one engine's half of a
 *   `byEngine(appType, { v1: {...}, current: {...} })`, whose path gets that engine's prefix (domain/engine.ts);
 *   the method is its `method` property, GET without one (transport.ts);
 * - in the modules of `src/api`, `uploadTo(path, ...)`: a multipart POST (storage.ts);
 * - anywhere in `src`, `config.apiUrl(path)`: a URL under the API base (a token call, a picture's download URL), with
 *   the method of the object literal around it;
 * - anywhere in `src`, `config.oidc().authorize` / `.token`: the identity provider's endpoints, `{idp}/authorize`
 *   (the browser is sent there) and `{idp}/token#<grant_type>` (the grant, read from the call's `data`).
 *
 * A path is read from string literals, templates, `a ? b : c` (both) and `const`s of the same file; any other
 * part of a template (an id, `enc(id)`) is a parameter, written `{}`. A path that cannot be read at all (a function's
 * parameter, the transport's own `options.path`) is returned as dynamic, with where it is: the test lists each one
 * and where its paths are written instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { ENGINE_PREFIX } from '../../src/domain/engine';

export interface CallSite {
  method: string;
  /** The path under the API base, parameters as `{}`; `{idp}/...` for the identity provider. */
  path: string;
  /** file:line, relative to the repository. */
  at: string;
}

interface DynamicSite {
  at: string;
  /** The function the site is in, which names it in the test's list. */
  inFunction: string;
  text: string;
}

interface Extraction {
  calls: CallSite[];
  dynamic: DynamicSite[];
}

const PARAM = '{}';

/** The const declared as `name` in the scopes around `node`, or undefined; null when `name` is a parameter there. */
function declarationOf(node: ts.Node, name: string): ts.Expression | null | undefined {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name)) return null;
    if (ts.isFunctionLike(scope)) {
      for (const p of scope.parameters) {
        if (ts.isObjectBindingPattern(p.name) && p.name.elements.some((e) => ts.isIdentifier(e.name) && e.name.text === name)) return null;
      }
    }
    const statements = ts.isSourceFile(scope) || ts.isBlock(scope) ? scope.statements : undefined;
    for (const statement of statements ?? []) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name) return d.initializer;
      }
    }
  }
  return undefined;
}

/** The strings an expression can be, or null when it cannot be read. */
function valuesOf(expr: ts.Expression): string[] | null {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return valuesOf(expr.expression);
  if (ts.isConditionalExpression(expr)) {
    const [a, b] = [valuesOf(expr.whenTrue), valuesOf(expr.whenFalse)];
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isIdentifier(expr)) {
    const init = declarationOf(expr, expr.text);
    return init ? valuesOf(init) : null;
  }
  if (ts.isTemplateExpression(expr)) {
    let out = [expr.head.text];
    for (const span of expr.templateSpans) {
      const parts = valuesOf(span.expression) ?? [PARAM];
      out = out.flatMap((prefix) => parts.map((part) => prefix + part + span.literal.text));
    }
    return out;
  }
  return null;
}

const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name) && p.name.text === name,
  );

const valueOfProperty = (p: ts.PropertyAssignment | ts.ShorthandPropertyAssignment): ts.Expression =>
  ts.isPropertyAssignment(p) ? p.initializer : p.name;

function methodsOf(object: ts.ObjectLiteralExpression | undefined): string[] {
  const method = object && propertyOf(object, 'method');
  return method ? (valuesOf(valueOfProperty(method)) ?? ['?']) : ['GET'];
}

function enclosingObject(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  for (let n = node.parent; n; n = n.parent) if (ts.isObjectLiteralExpression(n)) return n;
  return undefined;
}

/** The name of the function `node` is in: its declaration's, or the const's an arrow function is assigned to. */
function functionName(node: ts.Node): string {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) return n.name.getText();
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name)) {
      return n.parent.name.text;
    }
  }
  return '(top level)';
}

/** `config.apiUrl(x)`, `config.oidc().x`: the member's name and the node, when `node` is one. */
function configCall(node: ts.Node): { apiUrl: ts.Expression } | { oidc: string } | null {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const { expression, name } = node.expression;
    if (ts.isIdentifier(expression) && expression.text === 'config' && name.text === 'apiUrl' && node.arguments[0]) return { apiUrl: node.arguments[0] };
  }
  if (ts.isPropertyAccessExpression(node) && ts.isCallExpression(node.expression)) {
    const inner = node.expression.expression;
    if (ts.isPropertyAccessExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === 'config' && inner.name.text === 'oidc') {
      return { oidc: node.name.text };
    }
  }
  return null;
}

/** The grant_type of the call's `data` around an identity-provider token URL. */
function grantOf(object: ts.ObjectLiteralExpression | undefined): string {
  const data = object && propertyOf(object, 'data');
  const body = data && valueOfProperty(data);
  const grant = body && ts.isObjectLiteralExpression(body) ? propertyOf(body, 'grant_type') : undefined;
  return (grant && valuesOf(valueOfProperty(grant))?.[0]) ?? '?';
}

/** The calls written in one source file; `apiModule`: the `path` and `uploadTo` rules apply (a module of src/api). */
export function callsInSource(file: string, text: string, apiModule: boolean, root: string): Extraction {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const calls: CallSite[] = [];
  const dynamic: DynamicSite[] = [];
  const at = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const add = (node: ts.Node, expr: ts.Expression, methods: string[], prefix = '') => {
    const paths = valuesOf(expr);
    // A template that starts with something unread (`${prefix}${path}`) is no path either.
    if (!paths || paths.some((p) => !p.startsWith('/'))) {
      dynamic.push({ at: at(node), inFunction: functionName(node), text: expr.getText() });
      return;
    }
    for (const method of methods) for (const p of paths) calls.push({ method, path: prefix + p.replace(/\?.*$/, ''), at: at(node) });
  };

  const visit = (node: ts.Node): void => {
    const config = configCall(node);
    if (config && 'apiUrl' in config) {
      // `config.apiUrl('/')` is the API base itself (how the interceptors tell an API call from others), no call.
      const base = ts.isStringLiteral(config.apiUrl) && config.apiUrl.text === '/';
      if (!base) add(node, config.apiUrl, methodsOf(enclosingObject(node)));
    } else if (config && (config.oidc === 'authorize' || config.oidc === 'token')) {
      const object = enclosingObject(node);
      const p = config.oidc === 'token' ? `{idp}/token#${grantOf(object)}` : '{idp}/authorize';
      calls.push({ method: config.oidc === 'token' ? 'POST' : 'GET', path: p, at: at(node) });
    } else if (apiModule && ts.isObjectLiteralExpression(node)) {
      const p = propertyOf(node, 'path');
      if (p) {
        const holder = node.parent;
        const engine = ts.isPropertyAssignment(holder) && ts.isIdentifier(holder.name) ? holder.name.text : '';
        const prefix = engine === 'v1' || engine === 'current' ? ENGINE_PREFIX[engine] : '';
        add(node, valueOfProperty(p), methodsOf(node), prefix);
      }
    } else if (apiModule && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'uploadTo' && node.arguments[0]) {
      add(node, node.arguments[0], ['POST']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { calls, dynamic };
}

/** Every call in `src` of the repository at `root` (test/ fixtures are read with `callsInSource`). */
export function callsInRepository(root: string): Extraction {
  const src = path.join(root, 'src');
  const files = ts.sys.readDirectory(src, ['.ts', '.tsx']).filter((f) => !f.endsWith('.d.ts'));
  const out: Extraction = { calls: [], dynamic: [] };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Parsing every file costs time: only files that could hold a call are parsed. The `path` and `uploadTo` rules
    // apply to the modules of src/api itself (not its interceptors or schemas, which read or describe calls).
    // The catalogue itself (call-catalogue.ts) lists calls and makes none.
    const apiModule = path.dirname(file) === path.join(src, 'api') && path.basename(file) !== 'call-catalogue.ts';
    if (!apiModule && !/config\.(apiUrl|oidc)\(/.test(text)) continue;
    const found = callsInSource(file, text, apiModule, root);
    out.calls.push(...found.calls);
    out.dynamic.push(...found.dynamic);
  }
  return out;
}
