import { describe, expect, it } from 'vitest';
import { shortSellerName } from './seller-name';

describe('a short seller name', () => {
  it('leaves out the company form and the trade, keeping what tells sellers apart', () => {
    expect(shortSellerName('Công ty CP Dược phẩm Phương Đông')).toBe('Phương Đông');
    expect(shortSellerName('Công ty TNHH Thương mại Dược Vạn Xuân')).toBe('Vạn Xuân');
    expect(shortSellerName('Dược phẩm Thuận Phát - Kho HCM')).toBe('Thuận Phát - Kho HCM');
    expect(shortSellerName('Chuỗi nhà thuốc Bình Minh')).toBe('Bình Minh');
    expect(shortSellerName('Công ty CP Dược liệu Trường Sơn')).toBe('Trường Sơn');
    expect(shortSellerName('Nhà thuốc Tâm An')).toBe('Nhà thuốc Tâm An');
    expect(shortSellerName('Công ty CP Thiết bị Y tế và Dược phẩm Hưng Thịnh')).toBe('Hưng Thịnh');
    expect(shortSellerName('Công ty TNHH Dược Kim Ngân')).toBe('Kim Ngân');
  });
});
