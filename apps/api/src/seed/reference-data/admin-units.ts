// Reads the committed administrative-unit seed file (made by scripts/convert-admin-units.mjs).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = join('src', 'seed', 'reference-data', 'vn-admin-units.tsv');

/** The seed file, found from wherever this code runs (sources, or the bundle in dist/). */
export function adminUnitsFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, FILE);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`The address seed file (${FILE}) was not found.`);
}

export interface AdminUnits {
  provinces: { code: string; name: string; type: string }[];
  districts: { code: string; provinceCode: string; name: string; type: string }[];
  wards: { code: string; districtCode: string; name: string; type: string }[];
}

export function parseAdminUnits(text: string): AdminUnits {
  const provinces = new Map<string, AdminUnits['provinces'][number]>();
  const districts = new Map<string, AdminUnits['districts'][number]>();
  const wards: AdminUnits['wards'] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [pCode, pName, pType, dCode, dName, dType, wCode, wName, wType] = line.split('\t');
    if (!pCode || !pName || !pType || !dCode || !dName || !dType) {
      throw new Error(`Bad line in the address seed file: ${line}`);
    }
    if (!provinces.has(pCode)) provinces.set(pCode, { code: pCode, name: pName, type: pType });
    if (!districts.has(dCode)) {
      districts.set(dCode, { code: dCode, provinceCode: pCode, name: dName, type: dType });
    }
    // A district without wards has its ward columns empty.
    if (wCode && wName && wType) {
      wards.push({ code: wCode, districtCode: dCode, name: wName, type: wType });
    }
  }
  return { provinces: [...provinces.values()], districts: [...districts.values()], wards };
}

let cached: Promise<AdminUnits> | undefined;

export function readAdminUnits(): Promise<AdminUnits> {
  cached ??= readFile(adminUnitsFile(), 'utf8').then(parseAdminUnits);
  return cached;
}
