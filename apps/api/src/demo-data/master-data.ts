// The demo master data of the embedded default and the tests: what the thuocsi, KiotViet and MISA
// connectors would bring in. Fixed lists, so every demo database is the same.
import { createHash } from 'node:crypto';
import { DEFAULT_PARENT_CATEGORY_ID, SellerStatus } from '@backoffice/shared';

export interface DemoSeller {
  idf: number;
  code: string;
  name: string;
  priority: number;
  status: SellerStatus;
}

const active = (idf: number, code: string, name: string, priority: number): DemoSeller => ({
  idf,
  code,
  name,
  priority,
  status: SellerStatus.ACTIVE,
});

/** idf 2010 and 3035 are the company's own seller accounts (OWNER_SELLER_IDS). */
export const DEMO_SELLERS: readonly DemoSeller[] = [
  active(2010, 'THUANPHAT_HCM', 'Dược phẩm Thuận Phát - Kho HCM', 1),
  active(3035, 'THUANPHAT_HN', 'Dược phẩm Thuận Phát - Kho Hà Nội', 1),
  active(1024, 'PHUONGDONG', 'Công ty CP Dược phẩm Phương Đông', 2),
  active(1187, 'HOANGLONG', 'Công ty TNHH Dược phẩm Hoàng Long', 3),
  active(2963, 'VIETDUC', 'Công ty TNHH Dược phẩm Việt Đức', 3),
  active(1302, 'NT_TAMAN', 'Nhà thuốc Tâm An', 4),
  active(1455, 'SAIGONXANH', 'Công ty CP Dược Sài Gòn Xanh', 4),
  active(1568, 'BINHMINH', 'Chuỗi nhà thuốc Bình Minh', 5),
  active(1631, 'VANXUAN', 'Công ty TNHH Thương mại Dược Vạn Xuân', 5),
  active(3782, 'CUULONGXANH', 'Công ty CP Dược phẩm Cửu Long Xanh', 5),
  active(1749, 'HOABINH', 'Công ty CP Dược phẩm Hòa Bình', 6),
  active(1822, 'NT_HANHPHUC', 'Nhà thuốc Hạnh Phúc', 6),
  active(1907, 'NAMVIET', 'Công ty TNHH Dược phẩm Nam Việt', 7),
  active(2133, 'DONGA', 'Công ty CP Phân phối Dược Đông Á', 7),
  active(2256, 'ANTAM', 'Chuỗi nhà thuốc An Tâm', 8),
  active(2378, 'KIMNGAN', 'Công ty TNHH Dược Kim Ngân', 8),
  active(3890, 'ACHAU', 'Công ty TNHH Dược phẩm Á Châu', 8),
  active(2491, 'MEKONGCARE', 'Công ty CP Dược Mekong Care', 9),
  active(2574, 'NT_THIENPHUC', 'Nhà thuốc Thiên Phúc', 9),
  active(2688, 'TANTHINH', 'Công ty TNHH Dược phẩm Tân Thịnh', 10),
  active(2745, 'TRUONGSON', 'Công ty CP Dược liệu Trường Sơn', 10),
  active(2859, 'NT_GIAHAN', 'Nhà thuốc Gia Hân', 10),
  active(3108, 'HUNGTHINH', 'Công ty CP Thiết bị Y tế và Dược phẩm Hưng Thịnh', 11),
  active(3217, 'NT_NGOCTRAM', 'Nhà thuốc Ngọc Trâm', 12),
  active(3322, 'BAOCHAU', 'Công ty TNHH Dược phẩm Bảo Châu', 15),
  active(3446, 'SUCKHOEVANG', 'Chuỗi nhà thuốc Sức Khỏe Vàng', 20),
  active(3551, 'HONGDUC', 'Công ty TNHH Dược Hồng Đức', 25),
  active(3679, 'NT_PHUOCTHIEN', 'Nhà thuốc Phước Thiện', 99),
  {
    idf: 1410,
    code: 'THAIBINHDUONG',
    name: 'Công ty TNHH Dược phẩm Thái Bình Dương',
    priority: 4,
    status: SellerStatus.INACTIVE,
  },
  {
    idf: 2612,
    code: 'NT_MINHKHANG',
    name: 'Nhà thuốc Minh Khang',
    priority: 6,
    status: SellerStatus.INACTIVE,
  },
];

export const DEMO_WAREHOUSES = [
  {
    code: 'WH-HCM',
    name: 'Kho Hồ Chí Minh',
    address: 'Lô 25, Đường số 3, KCN Tân Tạo, Phường Tân Tạo A, Quận Bình Tân',
    province: 'Thành phố Hồ Chí Minh',
    active: true,
  },
  {
    code: 'WH-HN',
    name: 'Kho Hà Nội',
    address: 'Lô CN3, KCN Thạch Thất - Quốc Oai, Thị trấn Quốc Oai, Huyện Quốc Oai',
    province: 'Thành phố Hà Nội',
    active: true,
  },
  {
    code: 'WH-DN',
    name: 'Kho Đà Nẵng',
    address: 'Lô 12, Đường số 4, KCN Hòa Khánh, Phường Hòa Khánh Bắc, Quận Liên Chiểu',
    province: 'Thành phố Đà Nẵng',
    active: true,
  },
  {
    code: 'WH-CT',
    name: 'Kho Cần Thơ',
    address: '88 Đường Trần Hoàng Na, Phường Hưng Lợi, Quận Ninh Kiều',
    province: 'Thành phố Cần Thơ',
    active: true,
  },
] as const;

/** KiotViet category ids of the demo tree. */
export const DEMO_CATEGORY = {
  MEDICINE: DEFAULT_PARENT_CATEGORY_ID,
  PRESCRIPTION: 1083488,
  ANTIBIOTIC: 1083491,
  OVER_THE_COUNTER: 1083489,
  SUPPLEMENT: 1083490,
  MEDICAL_SUPPLIES: 1090001,
} as const;

export const DEMO_CATEGORIES = [
  { id: DEMO_CATEGORY.MEDICINE, parentId: null, name: 'Thuốc' },
  { id: DEMO_CATEGORY.PRESCRIPTION, parentId: DEMO_CATEGORY.MEDICINE, name: 'Thuốc kê đơn' },
  { id: DEMO_CATEGORY.ANTIBIOTIC, parentId: DEMO_CATEGORY.PRESCRIPTION, name: 'Kháng sinh' },
  {
    id: DEMO_CATEGORY.OVER_THE_COUNTER,
    parentId: DEMO_CATEGORY.MEDICINE,
    name: 'Thuốc không kê đơn',
  },
  { id: DEMO_CATEGORY.SUPPLEMENT, parentId: DEMO_CATEGORY.MEDICINE, name: 'Thực phẩm chức năng' },
  { id: DEMO_CATEGORY.MEDICAL_SUPPLIES, parentId: null, name: 'Dụng cụ y tế' },
] as const;

/** [short code, name, unit] per category; the short code also names the MISA item (VT-<code>). */
type ProductLine = readonly [code: string, name: string, unit: string];

const PRODUCTS_BY_CATEGORY: readonly [categoryId: number, lines: readonly ProductLine[]][] = [
  [
    DEMO_CATEGORY.ANTIBIOTIC,
    [
      ['AMOX500', 'Amoxicillin 500mg', 'Hộp'],
      ['CEFU500', 'Cefuroxim 500mg', 'Hộp'],
      ['AZIT250', 'Azithromycin 250mg', 'Hộp'],
      ['CEPH500', 'Cephalexin 500mg', 'Hộp'],
      ['CIPR500', 'Ciprofloxacin 500mg', 'Hộp'],
      ['CLAR500', 'Clarithromycin 500mg', 'Hộp'],
      ['DOXY100', 'Doxycyclin 100mg', 'Vỉ'],
      ['METR250', 'Metronidazol 250mg', 'Chai'],
      ['CEFI200', 'Cefixim 200mg', 'Hộp'],
      ['LEVO500', 'Levofloxacin 500mg', 'Hộp'],
    ],
  ],
  [
    DEMO_CATEGORY.PRESCRIPTION,
    [
      ['AMLO5', 'Amlodipin 5mg', 'Hộp'],
      ['LOSA50', 'Losartan 50mg', 'Hộp'],
      ['METF850', 'Metformin 850mg', 'Hộp'],
      ['GLIC80', 'Gliclazid 80mg', 'Hộp'],
      ['ATOR20', 'Atorvastatin 20mg', 'Hộp'],
      ['ROSU10', 'Rosuvastatin 10mg', 'Hộp'],
      ['BISO5', 'Bisoprolol 5mg', 'Vỉ'],
      ['OMEP20', 'Omeprazol 20mg', 'Chai'],
      ['ESOM40', 'Esomeprazol 40mg', 'Hộp'],
      ['PRED5', 'Prednisolon 5mg', 'Chai'],
      ['METH16', 'Methylprednisolon 16mg', 'Hộp'],
      ['SALB2', 'Salbutamol 2mg', 'Chai'],
      ['ENAL5', 'Enalapril 5mg', 'Hộp'],
      ['CLOP75', 'Clopidogrel 75mg', 'Hộp'],
      ['PERI5', 'Perindopril 5mg', 'Hộp'],
    ],
  ],
  [
    DEMO_CATEGORY.OVER_THE_COUNTER,
    [
      ['PARA500', 'Paracetamol 500mg', 'Hộp'],
      ['PARA650', 'Paracetamol 650mg', 'Hộp'],
      ['PARA250S', 'Paracetamol 250mg gói bột sủi trẻ em', 'Hộp'],
      ['IBUP400', 'Ibuprofen 400mg', 'Vỉ'],
      ['LORA10', 'Loratadin 10mg', 'Hộp'],
      ['CETI10', 'Cetirizin 10mg', 'Vỉ'],
      ['DIOS3', 'Diosmectit 3g', 'Hộp'],
      ['BERB100', 'Berberin 100mg', 'Chai'],
      ['SIROHO', 'Siro ho thảo dược 100ml', 'Chai'],
      ['ACYC5', 'Kem bôi Acyclovir 5% 5g', 'Tuýp'],
      ['DICL1', 'Gel bôi Diclofenac 1% 20g', 'Tuýp'],
      ['NACL500', 'Nước muối sinh lý Natri clorid 0,9% 500ml', 'Chai'],
      ['DAUGIO', 'Dầu gió xanh 12ml', 'Chai'],
      ['ORS245', 'Oresol 245 bù nước và điện giải', 'Hộp'],
      ['POVI10', 'Povidon iod 10% 90ml', 'Chai'],
      ['CLOT1', 'Kem bôi Clotrimazol 1% 10g', 'Tuýp'],
      ['NHOMAT', 'Thuốc nhỏ mắt Natri clorid 0,9% 10ml', 'Chai'],
      ['ALVE40', 'Alverin citrat 40mg', 'Hộp'],
      ['DOMP10', 'Domperidon 10mg', 'Hộp'],
      ['SIME80', 'Simethicon 80mg', 'Vỉ'],
      ['LOPE2', 'Loperamid 2mg', 'Vỉ'],
      ['FEXO180', 'Fexofenadin 180mg', 'Hộp'],
      ['XYLO', 'Thuốc xịt mũi Xylometazolin 0,05% 10ml', 'Chai'],
    ],
  ],
  [
    DEMO_CATEGORY.SUPPLEMENT,
    [
      ['VITC500', 'Vitamin C 500mg', 'Chai'],
      ['VITE400', 'Vitamin E 400 IU', 'Hộp'],
      ['CAD3', 'Canxi + Vitamin D3', 'Hộp'],
      ['OMEGA3', 'Dầu cá Omega-3 1000mg', 'Chai'],
      ['KEM70', 'Kẽm gluconat 70mg', 'Hộp'],
      ['MULTIVIT', 'Vitamin tổng hợp', 'Chai'],
      ['MENVS', 'Men vi sinh Bacillus clausii', 'Hộp'],
      ['SATFOLIC', 'Sắt + Acid folic', 'Hộp'],
      ['GLUC1500', 'Glucosamin 1500mg', 'Chai'],
      ['MAGB6', 'Magie B6', 'Hộp'],
      ['GINK120', 'Ginkgo biloba 120mg', 'Hộp'],
      ['VIT3B', 'Vitamin B1 - B6 - B12', 'Hộp'],
    ],
  ],
  [
    DEMO_CATEGORY.MEDICAL_SUPPLIES,
    [
      ['KHAUTRANG', 'Khẩu trang y tế 4 lớp', 'Hộp'],
      ['BONG100', 'Bông y tế 100g', 'Hộp'],
      ['BANGCN', 'Băng cá nhân', 'Hộp'],
      ['NHIETKE', 'Nhiệt kế điện tử', 'Hộp'],
      ['KIMTIEM5', 'Bơm kim tiêm 5ml', 'Hộp'],
      ['GANGTAY', 'Găng tay y tế', 'Hộp'],
      ['QUETHU', 'Que thử đường huyết', 'Hộp'],
      ['GAC', 'Gạc vô trùng 10cm x 10cm', 'Hộp'],
      ['CON70', 'Cồn 70 độ 500ml', 'Chai'],
      ['NUOCRUA', 'Dung dịch rửa tay sát khuẩn 500ml', 'Chai'],
    ],
  ],
];

const INACTIVE_PRODUCTS = new Set(['CLAR500', 'PERI5', 'SIME80', 'GANGTAY']);
const DELETED_PRODUCTS = new Set(['DOXY100', 'VIT3B']);
/** Products booked as two MISA items (the box and the blister). */
const TWO_SKU_PRODUCTS = new Set(['PARA500', 'AMOX500', 'IBUP400']);

export interface DemoProduct {
  idf: number;
  code: string;
  name: string;
  unit: string;
  image: string | null;
  active: boolean;
  deleted: boolean;
  categoryId: number;
  msPrivateSkus: string[];
}

const PRODUCT_LINES = PRODUCTS_BY_CATEGORY.flatMap(([categoryId, lines]) =>
  lines.map((line) => ({ categoryId, line })),
);

/** About half the products are mapped to their MISA items, so the mapping screen has work left. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = PRODUCT_LINES.map(
  ({ categoryId, line: [code, name, unit] }, index) => ({
    idf: 31_000_101 + index * 7,
    code: `SP-${code}`,
    name,
    unit,
    image: null,
    active: !INACTIVE_PRODUCTS.has(code),
    deleted: DELETED_PRODUCTS.has(code),
    categoryId,
    msPrivateSkus: TWO_SKU_PRODUCTS.has(code)
      ? [`VT-${code}`, `VT-${code}-V`]
      : index % 2 === 0
        ? [`VT-${code}`]
        : [],
  }),
);

export interface DemoInventoryItem {
  inventoryItemCode: string;
  inventoryItemName: string;
  unit: string;
  inactive: boolean;
}

const itemsOf = (lines: readonly ProductLine[], inactive: boolean): DemoInventoryItem[] =>
  lines.map(([code, name, unit]) => ({
    inventoryItemCode: `VT-${code}`,
    inventoryItemName: name,
    unit,
    inactive,
  }));

/** Sold by the carton to distributors only: booked in MISA, not on the retail shelves. */
const WHOLESALE_ITEMS = itemsOf(
  [
    ['PARA500-T', 'Paracetamol 500mg (thùng 100 hộp)', 'Thùng'],
    ['AMOX500-T', 'Amoxicillin 500mg (thùng 50 hộp)', 'Thùng'],
  ],
  false,
);

/** Items no longer sold, kept in the books for their history. */
const RETIRED_ITEMS = itemsOf(
  [
    ['RANI150', 'Ranitidin 150mg', 'Hộp'],
    ['ANAL500', 'Analgin 500mg', 'Hộp'],
    ['PHENYL25', 'Phenylpropanolamin 25mg', 'Vỉ'],
    ['SIROHO-90', 'Siro ho thảo dược 90ml (mẫu cũ)', 'Chai'],
    ['NACL1000', 'Nước muối sinh lý Natri clorid 0,9% 1000ml', 'Chai'],
  ],
  true,
);

export const DEMO_INVENTORY_ITEMS: readonly DemoInventoryItem[] = [
  ...PRODUCT_LINES.map(({ line: [code, name, unit] }) => ({
    inventoryItemCode: `VT-${code}`,
    inventoryItemName: name,
    unit,
    inactive: code === 'DOXY100',
  })),
  ...PRODUCT_LINES.filter(({ line: [code] }) => TWO_SKU_PRODUCTS.has(code)).map(
    ({ line: [code, name] }) => ({
      inventoryItemCode: `VT-${code}-V`,
      inventoryItemName: `${name} (vỉ lẻ)`,
      unit: 'Vỉ',
      inactive: false,
    }),
  ),
  ...WHOLESALE_ITEMS,
  ...RETIRED_ITEMS,
];

/** A stable GUID for a demo MISA item, shaped like MISA's own ids (name-based, version 5 layout). */
export function inventoryItemGuid(name: string): string {
  const hex = createHash('sha1').update(`misa-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
