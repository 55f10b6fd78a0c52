// Turns the General Statistics Office's administrative catalogue (JSON, three levels) into the
// compact seed file the API reads at start-up: one tab-separated line per ward.
//
//   node apps/api/scripts/convert-admin-units.mjs path/to/vn-admin-units.json [out.tsv]
//
// A district without wards (island districts such as Huyện Côn Đảo) gets one line with the three
// ward columns empty, so the district list stays complete.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [
  input,
  output = join(
    dirname(fileURLToPath(import.meta.url)),
    '../src/seed/reference-data/vn-admin-units.tsv',
  ),
] = process.argv.slice(2);
if (!input) {
  console.error('usage: node convert-admin-units.mjs <vn-admin-units.json> [out.tsv]');
  process.exit(1);
}

const source = JSON.parse(readFileSync(input, 'utf8'));

function clean(value, what) {
  const text = String(value ?? '').trim();
  if (text === '' || /[\t\r\n]/.test(text))
    throw new Error(`Bad ${what}: ${JSON.stringify(value)}`);
  return text;
}

const byCode = (a, b) => a.code.localeCompare(b.code);
const lines = [];
let provinces = 0;
let districts = 0;
let wards = 0;

const provinceList = source.data.map((p) => ({ ...p, code: clean(p.level1_id, 'province code') }));
for (const province of provinceList.sort(byCode)) {
  provinces += 1;
  const p = [province.code, clean(province.name, 'province name'), clean(province.type, 'type')];
  const districtList = province.level2s.map((d) => ({ ...d, code: clean(d.level2_id, 'code') }));
  for (const district of districtList.sort(byCode)) {
    districts += 1;
    const d = [district.code, clean(district.name, 'district name'), clean(district.type, 'type')];
    const wardList = district.level3s.map((w) => ({ ...w, code: clean(w.level3_id, 'code') }));
    if (wardList.length === 0) lines.push([...p, ...d, '', '', ''].join('\t'));
    for (const ward of wardList.sort(byCode)) {
      wards += 1;
      lines.push(
        [...p, ...d, ward.code, clean(ward.name, 'ward name'), clean(ward.type, 'type')].join('\t'),
      );
    }
  }
}

const date = source.data_date ?? 'unknown date';
const header =
  `# Vietnam's administrative units (${provinces} provinces, ${districts} districts, ${wards} wards): ` +
  `General Statistics Office, danh mục hành chính, snapshot of ${date}. Columns: provinceCode, ` +
  'provinceName, provinceType, districtCode, districtName, districtType, wardCode, wardName, wardType.';
writeFileSync(output, `${header}\n${lines.join('\n')}\n`);
console.log(`${output}: ${provinces} provinces, ${districts} districts, ${wards} wards`);
