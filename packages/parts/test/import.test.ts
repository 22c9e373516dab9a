import { Readable } from 'node:stream';
import { importCsv, importJsonLines, type ImportIssue } from '../src/import/importers';
import { ldo } from './fixtures';

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('importers', () => {
  it('reads JSON Lines and reports bad lines', async () => {
    const issues: ImportIssue[] = [];
    const text = [
      JSON.stringify(ldo('JL-1')),
      '',
      '{not json',
      JSON.stringify({ ...ldo('JL-2'), category: 'toaster' }),
    ].join('\n');
    const records = await collect(importJsonLines(Readable.from([text]), { onIssue: (i) => issues.push(i) }));
    expect(records.map((r) => r.mpn)).toEqual(['JL-1']);
    expect(issues.map((i) => i.line)).toEqual([3, 4]);
  });

  it('reads CSV with compact cells, quoted fields and JSON cells', async () => {
    const csv = [
      'mpn,brand,brand_name,origin,category,package,pins,attributes,params,lifecycle,aec,datasheet_url,description',
      'CSV-1,sgmicro,SG Micro,CN,ldo,SOT-23-5,IN=VIN|GND|EN|NC|OUT=VOUT,output=3.3,iout=//0.3;vin=2//5.5,active,,https://example.com/a.pdf,"Regulator, 3.3 V ""fixed"""',
      `CSV-2,ti,Texas Instruments,US,ldo,SOT-23-5,"${JSON.stringify(ldo('x').pins).replace(/"/g, '""')}","{""output"":""3.3""}",iout=//0.3,nrnd,Q100-1,,plain`,
      'CSV-3,ti,Texas Instruments,US,ldo,SOT-23-5,VIN|GND,output=3.3,iout=//0.3;bogus=1//,active,,,bad',
    ].join('\n');
    const issues: ImportIssue[] = [];
    const records = await collect(importCsv(Readable.from([csv]), { onIssue: (i) => issues.push(i) }));
    expect(records.map((r) => r.mpn)).toEqual(['CSV-1', 'CSV-2']);
    expect(records[0]).toMatchObject({
      pinCount: 5,
      description: 'Regulator, 3.3 V "fixed"',
      params: { iout: { max: 0.3 }, vin: { min: 2, max: 5.5 } },
      aec: null,
    });
    expect(records[0].pins[0]).toEqual({ number: 1, name: 'IN', function: 'VIN' });
    expect(records[1]).toMatchObject({ lifecycle: 'nrnd', aec: 'Q100-1', datasheetUrl: null });
    expect(issues).toHaveLength(1);
    expect(issues[0].message).toMatch(/params\.bogus/);
  });

  it('rejects a CSV without the required columns', async () => {
    await expect(collect(importCsv(Readable.from(['mpn,brand\nX,ti\n'])))).rejects.toThrow(/misses columns/);
  });
});
