// The province -> district -> ward tree of the address master data, as cascader options.
import type { Address } from '@backoffice/shared';

export interface LocationOption {
  value: string;
  label: string;
  children?: LocationOption[];
}

const byLabel = (a: LocationOption, b: LocationOption) => a.label.localeCompare(b.label, 'vi');

export function buildLocationOptions(addresses: readonly Address[]): LocationOption[] {
  const provinces = new Map<
    string,
    { option: LocationOption; districts: Map<string, LocationOption> }
  >();
  for (const address of addresses) {
    let province = provinces.get(address.provinceCode);
    if (!province) {
      province = {
        option: { value: address.provinceCode, label: address.provinceName, children: [] },
        districts: new Map(),
      };
      provinces.set(address.provinceCode, province);
    }
    let district = province.districts.get(address.districtCode);
    if (!district) {
      district = { value: address.districtCode, label: address.districtName, children: [] };
      province.districts.set(address.districtCode, district);
      province.option.children?.push(district);
    }
    district.children?.push({ value: address.wardCode, label: address.wardName });
  }
  const options = [...provinces.values()].map(({ option }) => option);
  for (const province of options) {
    province.children?.sort(byLabel);
    for (const district of province.children ?? []) district.children?.sort(byLabel);
  }
  return options.sort(byLabel);
}

/** The cascader path [province, district, ward] of a ward code, or undefined if unknown. */
export function wardPath(addresses: readonly Address[], wardCode: string | null | undefined) {
  if (!wardCode) return undefined;
  const address = addresses.find((candidate) => candidate.wardCode === wardCode);
  return address ? [address.provinceCode, address.districtCode, address.wardCode] : undefined;
}
