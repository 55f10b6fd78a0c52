import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  filterCascaderPath,
  filterSelectOption,
  foldAccents,
  labelText,
  matchesSearch,
} from './search-text';

describe('foldAccents', () => {
  it('lowers the case, drops the accents, reads đ as d and tidies the spaces', () => {
    expect(foldAccents('  Thành  phố Hà Nội ')).toBe('thanh pho ha noi');
    expect(foldAccents('Đống Đa, ĐẮK LẮK')).toBe('dong da, dak lak');
    expect(foldAccents('Phòng khám đa khoa')).toBe('phong kham da khoa');
  });
});

describe('matchesSearch', () => {
  it('finds an accented label from what is typed without accents, in any case', () => {
    expect(matchesSearch('Thành phố Hà Nội', 'ha noi')).toBe(true);
    expect(matchesSearch('Thành phố Hà Nội', 'HA NOI')).toBe(true);
    expect(matchesSearch('Thành phố Hà Nội', 'Hà Nội')).toBe(true);
    expect(matchesSearch('Nhà thuốc', 'nha thuoc')).toBe(true);
  });

  it('reads đ and d alike', () => {
    expect(matchesSearch('Phòng khám đa khoa', 'đa khoa')).toBe(true);
    expect(matchesSearch('Phòng khám đa khoa', 'da khoa')).toBe(true);
    expect(matchesSearch('Phòng khám da khoa', 'đa khoa')).toBe(true);
  });

  it('takes the words in any order, and the beginning of a word as it is typed', () => {
    expect(matchesSearch('Thành phố Hà Nội', 'noi ha')).toBe(true);
    expect(matchesSearch('Nhà thuốc An Khang', 'khang  nha')).toBe(true);
    expect(matchesSearch('Nhà thuốc An Khang', 'nha thu')).toBe(true);
    expect(matchesSearch('VT002 · Panadol Extra hộp 12 vỉ', 'vt00 hop')).toBe(true);
  });

  it('matches everything when nothing is typed', () => {
    expect(matchesSearch('Thành phố Hà Nội', '')).toBe(true);
    expect(matchesSearch('Thành phố Hà Nội', '   ')).toBe(true);
  });

  it('does not match when a word is missing or found only inside another word', () => {
    expect(matchesSearch('Thành phố Hồ Chí Minh', 'ha noi')).toBe(false);
    expect(matchesSearch('Thành phố Hà Nội', 'ha noi ba dinh')).toBe(false);
    expect(matchesSearch('Nhà thuốc', 'phong kham')).toBe(false);
    // 'an' is inside 'Thanh' and 'Khánh', but no word begins with it.
    expect(matchesSearch('Thành phố Cần Thơ / Xã Mỹ Khánh', 'an khanh')).toBe(false);
    expect(matchesSearch('Phường An Khánh', 'an khanh')).toBe(true);
  });
});

describe('filterSelectOption', () => {
  it('searches the label of a Select option', () => {
    expect(filterSelectOption('nha thuoc', { label: 'Nhà thuốc' })).toBe(true);
    expect(filterSelectOption('nha thuoc', { label: 'Phòng khám' })).toBe(false);
    expect(filterSelectOption('nha thuoc', undefined)).toBe(false);
  });

  it('reads the text of a label that is an element, or the search text the option carries', () => {
    const bold = createElement('span', null, 'Khách ', createElement('b', null, 'sỉ'));
    expect(foldAccents(labelText(bold))).toBe('khach si');
    expect(filterSelectOption('khach si', { label: bold })).toBe(true);
    expect(filterSelectOption('0912', { label: bold, searchText: 'Khách sỉ 0912345678' })).toBe(
      true,
    );
  });
});

describe('filterCascaderPath', () => {
  const haNoi = { label: 'Thành phố Hà Nội' };
  const baDinh = { label: 'Quận Ba Đình' };
  const trucBach = { label: 'Phường Trúc Bạch' };

  it('finds the words on any level of the path', () => {
    expect(filterCascaderPath('ha noi', [haNoi])).toBe(true);
    expect(filterCascaderPath('ha noi ba dinh', [haNoi, baDinh])).toBe(true);
    expect(filterCascaderPath('truc bach ha noi', [haNoi, baDinh, trucBach])).toBe(true);
  });

  it('does not match a path that lacks one of the words', () => {
    expect(filterCascaderPath('ha noi ba dinh', [haNoi])).toBe(false);
    expect(filterCascaderPath('ba dinh', [{ label: 'Thành phố Hồ Chí Minh' }])).toBe(false);
  });
});
