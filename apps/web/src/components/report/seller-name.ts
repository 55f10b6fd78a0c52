/** What a seller's legal name starts with that says nothing about which seller it is. */
const LEGAL_PREFIX =
  /^(?:(?:Công ty|Cty)\s+(?:CP|TNHH|Cổ phần)(?:\s+(?:Thương mại|Thiết bị Y tế và|Phân phối))?|Chuỗi nhà thuốc)\s+/iu;
const TRADE_PREFIX = /^(?:Dược phẩm|Dược liệu|Dược)\s+/iu;

/**
 * A seller's name short enough for a column header, a chart label or a tag: "Công ty CP Dược phẩm
 * Phương Đông" reads "Phương Đông"; a name that would be left empty is kept whole.
 */
export function shortSellerName(name: string): string {
  const short = name.replace(LEGAL_PREFIX, '').replace(TRADE_PREFIX, '').trim();
  return short === '' ? name : short;
}
