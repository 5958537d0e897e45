import type { ImportReport } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { notImportedCsv } from './data-transfer';

const report = (notImported: ImportReport['notImported']): ImportReport => ({
  format: 'letterboxd',
  rows: notImported.length,
  imported: { watchLater: 0, watchHistory: 0, ratings: 0, lists: 0, hidden: 0 },
  alreadyThere: 0,
  leftOut: 0,
  notImportedCount: notImported.length,
  notImported,
  createdProfiles: [],
});

describe('notImportedCsv', () => {
  it('lists each row with its line, title, year and reason, quoting what needs it', () => {
    expect(
      notImportedCsv(
        report([{ line: 4, title: 'Say "Hi", Bob', year: 1999, reason: 'no title matches it' }]),
      ),
    ).toBe('line,title,year,reason\n"4","Say ""Hi"", Bob","1999","no title matches it"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = notImportedCsv(report([{ line: 2, title: '=HYPERLINK("x")', reason: '-1 rows' }]));
    expect(csv.split('\n')[1]).toBe(`"2","'=HYPERLINK(""x"")","","'-1 rows"`);
  });

  it('defuses a formula behind a tab, a line break or spaces, and leaves ordinary text alone', () => {
    const titles = ['\t=1+1', '\r=1+1', '\n@SUM(A1)', '  =1+1', ' +1', '\tplain', 'Se7en', 'A - B'];
    const shown = ["'\t=1+1", "'\r=1+1", "'\n@SUM(A1)", "'  =1+1", "' +1", "'\tplain", 'Se7en', 'A - B'];
    const csv = notImportedCsv(report(titles.map((title, i) => ({ line: i + 2, title, reason: 'x' }))));
    expect(csv).toBe(
      ['line,title,year,reason', ...shown.map((title, i) => `"${i + 2}","${title}","","x"`)].join('\n'),
    );
  });
});
