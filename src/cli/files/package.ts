/**
 * An office file as its zip package of parts (.xlsx/.xlsm, .ods): read into
 * memory, parts changed one by one, written back with every other part's bytes
 * as they were. fflate does the zip work and @xmldom/xmldom the XML of the
 * parts that change; no workbook model stands in between, so nothing the
 * add-on does not write can be lost.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { InputError } from '../../core/problems';
import { msg } from '../../i18n';

/** A part's XML as a DOM document (xmldom's types, kept local to the file modules). */
export type XmlDocument = ReturnType<DOMParser['parseFromString']>;
export type XmlElement = NonNullable<XmlDocument['documentElement']>;

/** A file that is no package of the kind its name says (not a zip, or without the parts that make a workbook). */
export class UnreadablePackageError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnreadablePackageError';
  }
}

/** The rows of a sheet in Excel and LibreOffice: a row below the last is dropped when the file is opened. */
const GRID_ROWS = 1_048_576;

/** Refuses rows appended below `last` that would run past the grid (something stray in the sheet's last rows). */
export function checkRoomBelow(tab: string, last: number, count: number): void {
  if (last + count > GRID_ROWS)
    throw new InputError([
      { severity: 'error', place: { tab, row: last }, message: msg('cliSheetFull', tab, last, GRID_ROWS) },
    ]);
}

/** Entries are stamped with one fixed time, so the same workbook and changes give the same bytes. */
const FIXED_TIME = new Date(2000, 0, 1, 0, 0, 0);

/** A package whose XML parts can be edited in place; untouched parts keep their bytes. */
export class Package {
  private readonly entries: Map<string, Uint8Array>;
  private readonly docs = new Map<string, XmlDocument>();
  private readonly dirty = new Set<string>();

  constructor(bytes?: Uint8Array) {
    let files: Record<string, Uint8Array> = {};
    try {
      if (bytes) files = unzipSync(bytes);
    } catch (e) {
      throw new UnreadablePackageError(`not a zip package: ${String((e as Error)?.message ?? e)}`);
    }
    this.entries = new Map(Object.entries(files));
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  paths(): string[] {
    return [...this.entries.keys()];
  }

  get(path: string): Uint8Array | undefined {
    return this.docs.has(path) && this.dirty.has(path)
      ? new TextEncoder().encode(this.serialise(path))
      : this.entries.get(path);
  }

  /** The part parsed as XML (undefined when absent); call `touch` after changing it. */
  xml(path: string): XmlDocument | undefined {
    const cached = this.docs.get(path);
    if (cached) return cached;
    const bytes = this.entries.get(path);
    if (!bytes) return undefined;
    const doc = parseXml(new TextDecoder().decode(bytes), path);
    this.docs.set(path, doc);
    return doc;
  }

  /** Marks a parsed part as changed: it is serialised again on `bytes()`. */
  touch(path: string): void {
    if (!this.docs.has(path)) throw new Error(`${path}: not parsed`);
    this.dirty.add(path);
  }

  /** Sets a part's content (new parts go at the end, existing ones keep their place). */
  put(path: string, content: string | Uint8Array): void {
    this.entries.set(path, typeof content === 'string' ? new TextEncoder().encode(content) : content);
    this.docs.delete(path);
    this.dirty.delete(path);
  }

  /** Sets a part to a new XML document. */
  putXml(path: string, doc: XmlDocument): void {
    if (!this.entries.has(path)) this.entries.set(path, new Uint8Array());
    this.docs.set(path, doc);
    this.dirty.add(path);
  }

  delete(path: string): void {
    this.entries.delete(path);
    this.docs.delete(path);
    this.dirty.delete(path);
  }

  private serialise(path: string): string {
    return new XMLSerializer().serializeToString(this.docs.get(path)!);
  }

  /**
   * The zip file: entries in their order, except `storedFirst` (an .ods
   * `mimetype`), which comes first and uncompressed as ODF requires.
   */
  bytes(storedFirst?: string): Uint8Array {
    const files: Zippable = {};
    const order = [...this.entries.keys()];
    if (storedFirst !== undefined && this.entries.has(storedFirst))
      order.sort((a, b) => Number(b === storedFirst) - Number(a === storedFirst));
    for (const path of order)
      files[path] = [this.get(path)!, { level: path === storedFirst ? 0 : 6, mtime: FIXED_TIME }];
    return zipSync(files);
  }
}

/** Parses XML text; a malformed part is an error naming the part. */
export function parseXml(text: string, where: string): XmlDocument {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') errors.push(message);
    },
  }).parseFromString(text, 'text/xml');
  if (errors.length > 0 || !doc.documentElement) throw new UnreadablePackageError(`${where}: ${errors[0] ?? 'no XML'}`);
  return doc;
}

/** The element children of a node, optionally only those with a local name. */
export function childElements(parent: XmlElement | XmlDocument, localName?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (localName === undefined || (n as XmlElement).localName === localName))
      out.push(n as XmlElement);
  }
  return out;
}

export function firstChild(parent: XmlElement | XmlDocument, localName: string): XmlElement | undefined {
  return childElements(parent, localName)[0];
}

/** Text without the characters XML 1.0 cannot hold at all (dropped rather than making the part unreadable). */
export function xmlChars(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
