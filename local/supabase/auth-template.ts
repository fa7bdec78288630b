// The part of Go's html/template that Supabase Auth's templatemailer runs on our e-mails
// (internal/mailer/templatemailer, v2.196.0: subject and body both parsed with html/template and
// executed with the same data): `{{ .Name }}`, `{{ .Data.key }}`, `{{ if .X }}`, `{{ if eq .X.y "z" }}`,
// `{{ else }}` and `{{ end }}`. Values are HTML-escaped, literal text is not. Anything else throws, so a
// template that real Auth would render differently never passes locally unnoticed.

type Condition = { path: string[]; equals?: string };
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; condition: Condition; then: Node[]; otherwise: Node[] };

const PATH = /^\.([A-Za-z]\w*)(?:\.([A-Za-z_]\w*))?$/;

function parsePath(source: string, template: string): string[] {
  const match = PATH.exec(source);
  if (!match) throw new Error(`Template action {{ ${template} }} is not supported locally`);
  return match.slice(1).filter((part): part is string => part !== undefined);
}

function parse(template: string): Node[] {
  const root: Node[] = [];
  // Each open `if` with the list its nodes currently go to.
  const stack: Array<{ node: Extract<Node, { kind: 'if' }>; inElse: boolean }> = [];
  const target = () => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.inElse ? top.node.otherwise : top.node.then;
  };
  let last = 0;
  for (const match of template.matchAll(/\{\{(.*?)\}\}/gs)) {
    if (match.index > last)
      target().push({ kind: 'text', text: template.slice(last, match.index) });
    last = match.index + match[0].length;
    const action = match[1]!.trim();
    const ifEq = /^if\s+eq\s+(\S+)\s+"([^"\\]*)"$/.exec(action);
    const ifTruthy = /^if\s+(\S+)$/.exec(action);
    if (ifEq) {
      const node: Node = {
        kind: 'if',
        condition: { path: parsePath(ifEq[1]!, action), equals: ifEq[2]! },
        then: [],
        otherwise: [],
      };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (ifTruthy) {
      const node: Node = {
        kind: 'if',
        condition: { path: parsePath(ifTruthy[1]!, action) },
        then: [],
        otherwise: [],
      };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (action === 'else') {
      const top = stack.at(-1);
      if (!top || top.inElse) throw new Error('Template: {{ else }} outside an {{ if }}');
      top.inElse = true;
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error('Template: {{ end }} without an {{ if }}');
    } else {
      target().push({ kind: 'value', path: parsePath(action, action) });
    }
  }
  if (stack.length) throw new Error('Template: an {{ if }} has no {{ end }}');
  if (last < template.length) root.push({ kind: 'text', text: template.slice(last) });
  return root;
}

/** A top-level name must exist (Auth passes a fixed set); a key of a map (.Data.key) may be missing, as in Go. */
function lookup(data: Record<string, unknown>, path: string[]): unknown {
  const [name, key] = path;
  if (!(name! in data)) throw new Error(`Template variable .${name} is not supported locally`);
  const value = data[name!];
  if (key === undefined) return value;
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object') throw new Error(`Template: .${name} has no field ${key}`);
  return (value as Record<string, unknown>)[key];
}

/** text/template's truth: false, 0, nil and empty strings, maps and lists are false. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '')
    return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** text/template's eq: a missing value equals nothing; comparing a non-string with a string is an error. */
function equals(value: unknown, literal: string, path: string[]): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'string')
    throw new Error(
      `Template: error calling eq: incompatible types for comparison (.${path.join('.')})`,
    );
  return value === literal;
}

function run(nodes: Node[], data: Record<string, unknown>, escape: (text: string) => string) {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') {
      const value = lookup(data, node.path);
      out += value === undefined || value === null ? '' : escape(String(value));
    } else {
      const value = lookup(data, node.condition.path);
      const holds =
        node.condition.equals === undefined
          ? truthy(value)
          : equals(value, node.condition.equals, node.condition.path);
      out += run(holds ? node.then : node.otherwise, data, escape);
    }
  }
  return out;
}

/** Renders `template` with Auth's data (`SiteURL`, `Token`, `Data`…), escaping values with `escape`. */
export function renderAuthTemplate(
  template: string,
  data: Record<string, unknown>,
  escape: (text: string) => string,
): string {
  return run(parse(template), data, escape);
}
