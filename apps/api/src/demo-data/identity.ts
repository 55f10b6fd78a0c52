// Who the demo customers are: name, mobile phone and province of the n-th generated customer. The
// CRM's generator computes them inside the database and the marketplace demo in JavaScript, from
// the same lists and the same integer hash, so that the demo's marketplace buyers are its CRM
// customers (their orders and invoices show on the customer's screen).

export const BRANDS = [
  'An Khang',
  'Minh Châu',
  'Phúc Lộc',
  'Thiên Ân',
  'Hồng Phát',
  'Bảo Ngọc',
  'Tâm Đức',
  'Hòa Bình',
  'Kim Ngân',
  'Phương Nam',
  'Việt Mỹ',
  'Gia Hân',
  'Hạnh Phúc',
  'Ngọc Ánh',
  'Thanh Bình',
  'Hữu Nghị',
  'Đức Thành',
  'Mai Anh',
  'Hoàng Anh',
  'Tuệ Tĩnh',
  'Hải Đăng',
  'Bình An',
  'Trường Thọ',
  'Phước An',
  'Vạn Phúc',
  'Tân Tiến',
  'Quang Minh',
  'Thảo Nguyên',
  'Ánh Dương',
  'Khang Nguyên',
  'Sao Mai',
  'Thái Hòa',
  'Nhân Ái',
  'Thiện Tâm',
  'Hồng Đức',
  'Kim Phượng',
  'Bách Hợp',
  'Lạc Việt',
  'Đông Á',
  'Tây Đô',
  'Cửu Long',
  'Sông Hàn',
  'Hương Giang',
  'Trà My',
  'Ngọc Lan',
  'Thu Cúc',
  'Hoa Sen',
  'Phú Quý',
  'Thịnh Vượng',
  'An Tâm',
  'Minh Tâm',
  'Tâm An',
  'Đức Minh',
  'Hà Thành',
  'Sài Gòn',
  'Nam Việt',
  'Bắc Hà',
  'Trung Sơn',
  'Phú Thọ',
  'Thanh Xuân',
  'Hưng Thịnh',
  'Như Ý',
  'Vĩnh Phúc',
  'Hồng Ân',
  'Thanh Tâm',
  'Tường An',
  'Bảo Châu',
  'Diệu Linh',
  'Gia Khang',
  'Khánh Hòa',
];

/** Name prefix and customer type code, each listed as often as its share (of 20). */
export const KINDS: readonly [string, string][] = [
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Nhà thuốc', 'PHARMACY'],
  ['Quầy thuốc', 'DRUGSTORE'],
  ['Quầy thuốc', 'DRUGSTORE'],
  ['Quầy thuốc', 'DRUGSTORE'],
  ['Quầy thuốc', 'DRUGSTORE'],
  ['Phòng khám đa khoa', 'CLINIC'],
  ['Phòng khám nhi', 'CLINIC'],
  ['Phòng khám răng hàm mặt', 'CLINIC'],
  ['Phòng khám nội tổng hợp', 'CLINIC'],
  ['Bệnh viện đa khoa', 'HOSPITAL'],
  ['Công ty TNHH Dược phẩm', 'PHARMA_COMPANY'],
  ['Công ty CP Thương mại Dược', 'DISTRIBUTOR'],
];

/** Mobile prefixes of the Vietnamese networks: every generated number is one of these + 7 digits. */
export const PHONE_PREFIXES = [
  '090',
  '093',
  '089',
  '070',
  '076',
  '077',
  '078',
  '079',
  '091',
  '094',
  '088',
  '081',
  '082',
  '083',
  '084',
  '085',
  '096',
  '097',
  '098',
  '086',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
];

/** Province code, name (as the address list writes it) and weight of the demo's customers. */
export const PROVINCE_SHARES: readonly (readonly [code: string, name: string, weight: number])[] = [
  ['79', 'Thành phố Hồ Chí Minh', 30],
  ['01', 'Thành phố Hà Nội', 22],
  ['48', 'Thành phố Đà Nẵng', 5],
  ['92', 'Thành phố Cần Thơ', 4],
  ['31', 'Thành phố Hải Phòng', 4],
  ['75', 'Tỉnh Đồng Nai', 4],
  ['74', 'Tỉnh Bình Dương', 4],
  ['40', 'Tỉnh Nghệ An', 3],
  ['38', 'Tỉnh Thanh Hóa', 3],
  ['56', 'Tỉnh Khánh Hòa', 2],
  ['80', 'Tỉnh Long An', 2],
  ['82', 'Tỉnh Tiền Giang', 2],
  ['89', 'Tỉnh An Giang', 2],
  ['22', 'Tỉnh Quảng Ninh', 2],
  ['27', 'Tỉnh Bắc Ninh', 2],
  ['68', 'Tỉnh Lâm Đồng', 2],
  ['66', 'Tỉnh Đắk Lắk', 2],
  ['46', 'Thành phố Huế', 2],
  ['77', 'Tỉnh Bà Rịa - Vũng Tàu', 2],
  ['91', 'Tỉnh Kiên Giang', 1],
  ['96', 'Tỉnh Cà Mau', 1],
  ['64', 'Tỉnh Gia Lai', 1],
  ['19', 'Tỉnh Thái Nguyên', 1],
  ['36', 'Tỉnh Nam Định', 1],
  ['52', 'Tỉnh Bình Định', 1],
  ['30', 'Tỉnh Hải Dương', 1],
  ['26', 'Tỉnh Vĩnh Phúc', 1],
  ['87', 'Tỉnh Đồng Tháp', 1],
];

/** Each province code listed as often as its weight: a hash picks one. */
export const PROVINCE_DRAW: readonly string[] = PROVINCE_SHARES.flatMap(([code, , weight]) =>
  Array.from({ length: weight }, () => code),
);
const PROVINCE_NAMES = new Map(PROVINCE_SHARES.map(([code, name]) => [code, name]));

/** The hash salts of the generator's columns that make who a customer is. */
export const IDENTITY_SALT = { KIND: 1, BRAND: 2, BRANCH: 3, BRANCH_NO: 4, PROVINCE: 16 } as const;

const TWO_32 = 4_294_967_296n;

/**
 * A well-mixed 32-bit integer of (n, salt): the JavaScript twin of the SQL `mix` of the generator
 * (same constants, same arithmetic on 64-bit integers).
 */
export function mixHash(n: number, salt: number): number {
  const a = (BigInt(n) * 2_654_435_761n + BigInt(salt * 40_503 + 12_345)) % TWO_32;
  return Number(((a ^ (a >> 15n)) * 73_244_475n) % TWO_32);
}

const at = <T>(values: readonly T[], hash: number): T => values[hash % values.length] as T;

export interface DemoIdentity {
  name: string;
  mobilePhone: string;
  provinceCode: string;
  provinceName: string;
}

/** Mobile phone of the n-th generated customer: a network prefix and 7 digits, unique per n. */
export function demoPhone(n: number): string {
  const prefix = at(PHONE_PREFIXES, n);
  const digits = (Math.floor(n / PHONE_PREFIXES.length) * 3_417_119 + 1_234_567) % 10_000_000;
  return `${prefix}${String(digits).padStart(7, '0')}`;
}

/** Name, phone and province of the n-th generated customer, as the CRM's generator makes them. */
export function demoIdentity(n: number): DemoIdentity {
  const h = (salt: number) => mixHash(n, salt);
  const [prefix] = at(KINDS, h(IDENTITY_SALT.KIND));
  const brand = at(BRANDS, h(IDENTITY_SALT.BRAND));
  const branch = h(IDENTITY_SALT.BRANCH) % 10 < 3 ? ` ${2 + (h(IDENTITY_SALT.BRANCH_NO) % 9)}` : '';
  const provinceCode = at(PROVINCE_DRAW, h(IDENTITY_SALT.PROVINCE));
  return {
    name: `${prefix} ${brand}${branch}`,
    mobilePhone: demoPhone(n),
    provinceCode,
    provinceName: PROVINCE_NAMES.get(provinceCode) ?? '',
  };
}
