/** The customer types every database starts with; ids follow this order on a new database. */
export const CUSTOMER_TYPES: readonly { code: string; name: string }[] = [
  { code: 'PHARMACY', name: 'Nhà thuốc' },
  { code: 'DRUGSTORE', name: 'Quầy thuốc' },
  { code: 'CLINIC', name: 'Phòng khám' },
  { code: 'HOSPITAL', name: 'Bệnh viện' },
  { code: 'HEALTH_STATION', name: 'Trạm y tế' },
  { code: 'DISTRIBUTOR', name: 'Nhà phân phối' },
  { code: 'PHARMA_COMPANY', name: 'Công ty dược' },
  { code: 'OTHER', name: 'Khác' },
];
