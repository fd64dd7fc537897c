/**
 * The Open Packaging Conventions of an .xlsx/.xlsm: relationships between
 * parts (`_rels/*.rels`) and the content type of each part
 * (`[Content_Types].xml`).
 */
import { Package, XmlElement, childElements } from '../package';

export const CONTENT_TYPES = '[Content_Types].xml';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

export interface Relationship {
  readonly id: string;
  /** The relationship type URI; compare with `isType`, which accepts Transitional and Strict URIs alike. */
  readonly type: string;
  /** The part it points at, as a package path without leading '/', or undefined for an external target. */
  readonly part: string | undefined;
}

/** True when a relationship type URI names `kind` (its last path segment, e.g. `worksheet`). */
export function isType(type: string, kind: string): boolean {
  return type.slice(type.lastIndexOf('/') + 1) === kind;
}

/** The relationships part of a part: `xl/workbook.xml` → `xl/_rels/workbook.xml.rels`; '' → `_rels/.rels`. */
function relsPath(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationship target resolved against its source part's folder. */
function resolveTarget(source: string, target: string): string {
  const segments = target.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const s of target.replace(/^\//, '').split('/')) {
    if (s === '..') segments.pop();
    else if (s !== '.' && s !== '') segments.push(s);
  }
  return segments.map((s) => decodeURIComponent(s)).join('/');
}

export function relationships(pkg: Package, source: string): Relationship[] {
  const doc = pkg.xml(relsPath(source));
  if (!doc) return [];
  return childElements(doc.documentElement!, 'Relationship').map((r) => ({
    id: r.getAttribute('Id') ?? '',
    type: r.getAttribute('Type') ?? '',
    part:
      r.getAttribute('TargetMode') === 'External' ? undefined : resolveTarget(source, r.getAttribute('Target') ?? ''),
  }));
}

/** Adds a relationship from `source` to `part` (a path relative to the source's folder) and returns its id. */
export function addRelationship(pkg: Package, source: string, type: string, target: string): string {
  const path = relsPath(source);
  let doc = pkg.xml(path);
  if (!doc) {
    pkg.put(
      path,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${RELS_NS}"></Relationships>`,
    );
    doc = pkg.xml(path)!;
  }
  const root = doc.documentElement!;
  const taken = new Set(childElements(root, 'Relationship').map((r) => r.getAttribute('Id')));
  let n = 1;
  while (taken.has(`rId${n}`)) n++;
  const rel = doc.createElementNS(root.namespaceURI ?? RELS_NS, 'Relationship');
  rel.setAttribute('Id', `rId${n}`);
  rel.setAttribute('Type', type);
  rel.setAttribute('Target', target);
  root.appendChild(rel);
  pkg.touch(path);
  return `rId${n}`;
}

/** Keeps only the relationships of `source` that `keep` accepts (the part is left untouched when all stay). */
export function filterRelationships(pkg: Package, source: string, keep: (r: Relationship) => boolean): void {
  const path = relsPath(source);
  const doc = pkg.xml(path);
  if (!doc) return;
  const root = doc.documentElement!;
  const all = relationships(pkg, source);
  if (all.every(keep)) return;
  const drop = new Set(all.filter((r) => !keep(r)).map((r) => r.id));
  for (const el of childElements(root, 'Relationship')) if (drop.has(el.getAttribute('Id') ?? '')) root.removeChild(el);
  if (childElements(root, 'Relationship').length === 0) pkg.delete(path);
  else pkg.touch(path);
}

/** Declares the content type of a new part. */
export function addOverride(pkg: Package, part: string, contentType: string): void {
  const doc = pkg.xml(CONTENT_TYPES);
  if (!doc) throw new Error(`${CONTENT_TYPES} missing`);
  const root = doc.documentElement!;
  const el = doc.createElementNS(root.namespaceURI ?? TYPES_NS, 'Override');
  el.setAttribute('PartName', `/${part}`);
  el.setAttribute('ContentType', contentType);
  root.appendChild(el);
  pkg.touch(CONTENT_TYPES);
}

/** The parts reachable from the package root through relationships. */
export function reachableParts(pkg: Package): Set<string> {
  const seen = new Set<string>();
  const visit = (source: string): void => {
    for (const r of relationships(pkg, source)) {
      if (r.part === undefined || seen.has(r.part) || !pkg.has(r.part)) continue;
      seen.add(r.part);
      visit(r.part);
    }
  };
  visit('');
  return seen;
}

/**
 * Removes the parts that a change left without any relationship to them
 * (those reachable before and not after), with their relationship parts and
 * content-type overrides. Parts that were unreachable already stay as they were.
 */
export function removeOrphans(pkg: Package, before: ReadonlySet<string>): void {
  const after = reachableParts(pkg);
  const orphans = [...before].filter((p) => !after.has(p) && pkg.has(p));
  if (orphans.length === 0) return;
  const types = pkg.xml(CONTENT_TYPES);
  const root = types?.documentElement;
  for (const part of orphans) {
    pkg.delete(part);
    if (pkg.has(relsPath(part))) pkg.delete(relsPath(part));
    if (root) {
      for (const el of childElements(root, 'Override') as XmlElement[]) {
        if ((el.getAttribute('PartName') ?? '').replace(/^\//, '').toLowerCase() === part.toLowerCase())
          root.removeChild(el);
      }
    }
  }
  if (root) pkg.touch(CONTENT_TYPES);
}
