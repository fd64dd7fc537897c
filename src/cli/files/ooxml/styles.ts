/**
 * Cell styles for what the add-on writes into an .xlsx: a number format and a
 * font (bold, size) per cell. An existing cell format of the workbook that
 * matches is reused; otherwise one is appended to `cellXfs` (with its font and
 * number format when new), and the rest of `styles.xml` stays as it was. The
 * part is left untouched when every style needed is already there.
 */
import { Package, XmlDocument, XmlElement, childElements, firstChild } from '../package';

/** What an output cell looks like. */
export interface CellLook {
  readonly numFmt: string;
  readonly bold?: boolean;
  readonly size?: number;
}

/** Number formats every spreadsheet knows by id (ECMA-376 §18.8.30). */
const BUILTIN_FORMATS: Readonly<Record<string, number>> = { General: 0, '0': 1, '0.00': 2, '@': 49, 'd/m/yyyy': 14 };

/** The style part of a workbook, with the indexes of the looks asked for so far. */
export class Styles {
  private readonly cache = new Map<string, number>();
  private doc: XmlDocument | undefined;

  constructor(
    private readonly pkg: Package,
    private readonly path: string,
  ) {}

  /** The `s` index for a look (0 for the default look when the workbook has no styles part). */
  index(look: CellLook): number {
    const key = `${look.numFmt}|${look.bold ? 1 : 0}|${look.size ?? ''}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const found = this.find(look);
    this.cache.set(key, found);
    return found;
  }

  private sheet(): XmlElement {
    this.doc ??= this.pkg.xml(this.path);
    if (!this.doc) throw new Error(`${this.path} missing`);
    return this.doc.documentElement!;
  }

  /** A child list element (`numFmts`, `fonts`, `cellXfs`), created in schema order when absent. */
  private list(name: 'numFmts' | 'fonts' | 'cellXfs'): XmlElement {
    const root = this.sheet();
    const existing = firstChild(root, name);
    if (existing) return existing;
    const order = ['numFmts', 'fonts', 'fills', 'borders', 'cellStyleXfs', 'cellXfs'];
    const el = this.doc!.createElementNS(root.namespaceURI, name);
    const later = childElements(root).find(
      (c) => order.indexOf(c.localName ?? '') > order.indexOf(name) || !order.includes(c.localName ?? ''),
    );
    root.insertBefore(el, later ?? null);
    return el;
  }

  private append(list: XmlElement, child: XmlElement): number {
    list.appendChild(child);
    const n = childElements(list).length;
    list.setAttribute('count', String(n));
    this.pkg.touch(this.path);
    return n - 1;
  }

  private numFmtId(code: string): number {
    const builtin = BUILTIN_FORMATS[code];
    if (builtin !== undefined) return builtin;
    const existing = firstChild(this.sheet(), 'numFmts');
    const formats = existing ? childElements(existing, 'numFmt') : [];
    const same = formats.find((f) => f.getAttribute('formatCode') === code);
    if (same) return Number(same.getAttribute('numFmtId'));
    const id = Math.max(163, ...formats.map((f) => Number(f.getAttribute('numFmtId')) || 0)) + 1;
    const list = this.list('numFmts');
    const el = this.doc!.createElementNS(list.namespaceURI, 'numFmt');
    el.setAttribute('numFmtId', String(id));
    el.setAttribute('formatCode', code);
    this.append(list, el);
    return id;
  }

  /** The font of the default look, made bold and/or resized; an equal font already there is reused. */
  private fontId(bold: boolean, size: number | undefined): number {
    if (!bold && size === undefined) return 0;
    const fonts = this.list('fonts');
    const all = childElements(fonts, 'font');
    const base = all[0];
    const font = base ? (base.cloneNode(true) as XmlElement) : this.doc!.createElementNS(fonts.namespaceURI, 'font');
    const ns = fonts.namespaceURI;
    for (const b of childElements(font, 'b')) font.removeChild(b);
    if (bold) font.insertBefore(this.doc!.createElementNS(ns, 'b'), font.firstChild);
    if (size !== undefined) {
      let sz = firstChild(font, 'sz');
      if (!sz) {
        sz = this.doc!.createElementNS(ns, 'sz');
        font.appendChild(sz);
      }
      sz.setAttribute('val', String(size));
    }
    const text = font.toString();
    const same = all.findIndex((f) => f.toString() === text);
    if (same >= 0) return same;
    return this.append(fonts, font);
  }

  private find(look: CellLook): number {
    if (!this.pkg.has(this.path)) return 0;
    const numFmtId = this.numFmtId(look.numFmt);
    const fontId = this.fontId(look.bold ?? false, look.size);
    const xfs = this.list('cellXfs');
    const all = childElements(xfs, 'xf');
    const plain = (xf: XmlElement) =>
      Number(xf.getAttribute('numFmtId') ?? 0) === numFmtId &&
      Number(xf.getAttribute('fontId') ?? 0) === fontId &&
      Number(xf.getAttribute('fillId') ?? 0) === 0 &&
      Number(xf.getAttribute('borderId') ?? 0) === 0 &&
      Number(xf.getAttribute('xfId') ?? 0) === 0 &&
      childElements(xf).length === 0;
    const same = all.findIndex(plain);
    if (same >= 0) return same;
    const xf = this.doc!.createElementNS(xfs.namespaceURI, 'xf');
    for (const [k, v] of [
      ['numFmtId', numFmtId],
      ['fontId', fontId],
      ['fillId', 0],
      ['borderId', 0],
      ['xfId', 0],
    ] as const)
      xf.setAttribute(k, String(v));
    if (numFmtId !== 0) xf.setAttribute('applyNumberFormat', '1');
    if (fontId !== 0) xf.setAttribute('applyFont', '1');
    return this.append(xfs, xf);
  }

  /** True when the cell format at `s` shows a date (so a date written into it needs no other style). */
  isDate(s: number): boolean {
    if (!this.pkg.has(this.path)) return false;
    const xf = childElements(firstChild(this.sheet(), 'cellXfs') ?? this.sheet(), 'xf')[s];
    if (!xf) return false;
    const id = Number(xf.getAttribute('numFmtId') ?? 0);
    if ((id >= 14 && id <= 22) || (id >= 45 && id <= 47)) return true;
    const numFmts = firstChild(this.sheet(), 'numFmts');
    const code = numFmts
      ? childElements(numFmts, 'numFmt')
          .find((f) => Number(f.getAttribute('numFmtId')) === id)
          ?.getAttribute('formatCode')
      : undefined;
    return code !== undefined && code !== null && /[dmy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]/g, ''));
  }
}
