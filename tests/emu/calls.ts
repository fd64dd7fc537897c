/** Counts service calls by "Class.method", so tests can assert budgets. */
export class CallLog {
  readonly calls: string[] = [];

  record(name: string): void {
    this.calls.push(name);
  }

  count(prefix?: string): number {
    return prefix ? this.calls.filter((c) => c === prefix || c.startsWith(prefix + '(')).length : this.calls.length;
  }

  /** Calls per name, e.g. { 'Range.getValues': 3 }. */
  tally(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const c of this.calls) {
      const key = c.replace(/\(.*$/, '');
      out[key] = (out[key] ?? 0) + 1;
    }
    return out;
  }

  /** Calls on one tab, e.g. reads of 'Uitslagen': names like 'Range.getValues(Uitslagen)'. */
  onTab(method: string, tab: string): number {
    return this.calls.filter((c) => c === `${method}(${tab})`).length;
  }

  clear(): void {
    this.calls.length = 0;
  }
}
