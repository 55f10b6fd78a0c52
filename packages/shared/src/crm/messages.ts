// The CRM's own Vietnamese texts: errors the server answers and a few notices beyond spec section 8
// (whose CRM notices are in MESSAGES).

export const CRM_MESSAGES = {
  customerNotFound: 'Không tìm thấy khách hàng.',
  customerReadOnly: 'Bạn chỉ được xem khách hàng này, không được thay đổi.',
  readOnlyDepartment: 'Phòng ban của bạn chỉ được xem khách hàng, không được tạo hoặc thay đổi.',
  assignOutsideTeam: 'Bạn chỉ được giao khách hàng cho thành viên trong nhóm của mình.',
  alreadyYours: 'Khách hàng này đã do bạn phụ trách.',
  digNeedsSale: 'Vui lòng chọn nhân viên kinh doanh nhận khách hàng (owner).',
  pendingCannotRelease: 'Khách hàng đang chờ duyệt, chưa trả về kho chung được.',
  customerPending: 'Khách hàng đang chờ duyệt.',
  alreadyDecided: 'Khách hàng này đã được duyệt hoặc từ chối trước đó.',
  notLeaderOfCreator: 'Chỉ trưởng nhóm của người tạo mới được duyệt khách hàng này.',
  notLeaderToDelete: 'Chỉ trưởng nhóm của người phụ trách mới được xóa khách hàng.',
  notOwnerToRelease:
    'Chỉ người phụ trách (hoặc người làm thay) mới được trả khách hàng về kho chung.',
  notInPool: 'Khách hàng này không nằm trong kho khách chung.',
  noOwner: 'Khách hàng này chưa có người phụ trách.',
  dugByOther: 'Khách hàng này vừa được nhân viên khác nhận.',
  digOwnerNotTeam: 'Bạn chỉ được nhận khách hàng thay cho thành viên trong nhóm của mình.',
  saleNotFound: 'Không tìm thấy nhân viên kinh doanh được chọn.',
  assigneeNotAllowed: 'Bạn chỉ được giao việc cho chính mình hoặc thành viên trong nhóm.',
  phoneOfOtherSale: 'Số điện thoại này đã thuộc về khách hàng của nhân viên khác.',
  phoneOfPool:
    'Số điện thoại này đã thuộc về một khách hàng trong kho khách chung hoặc chưa phân bổ.',
  wardNotFound: 'Không tìm thấy phường/xã đã chọn.',
  typeNotFound: 'Không tìm thấy loại khách hàng đã chọn.',
  sourceNotFound: 'Không tìm thấy nguồn khách hàng đã chọn.',
  categoryNotFound: 'Không tìm thấy phân loại.',
  categoryNameTaken: 'Bạn đã có một phân loại cùng tên.',
  taskNotFound: 'Không tìm thấy công việc.',
  interactionInFuture: 'Thời điểm tương tác không được ở tương lai.',
  notDeleted: 'Khách hàng này chưa bị xóa.',
  customerReleased: 'Đã trả khách hàng về kho chung',
  customerRejected: 'Đã từ chối khách hàng',
  customerRestored: 'Đã khôi phục khách hàng',
  actionSaved: 'Đã lưu thao tác',
  poolSettingsSaved: 'Đã lưu cài đặt kho khách chung',
} as const;

/** "Số điện thoại đã thuộc về khách hàng X" for a customer the caller may see. */
export function phoneTakenByMessage(customerName: string, customerCode: string): string {
  return `Số điện thoại này đã thuộc về khách hàng ${customerName} (${customerCode}).`;
}

export function ownedCapMessage(max: number, self: boolean, saleName?: string): string {
  return self
    ? `Bạn đã phụ trách tối đa ${max} khách hàng, không nhận thêm được.`
    : `Nhân viên ${saleName ?? ''} đã phụ trách tối đa ${max} khách hàng, không nhận thêm được.`;
}

export function digCapMessage(max: number): string {
  return `Mỗi ngày chỉ được nhận tối đa ${max} khách hàng từ kho chung; hãy thử lại vào ngày mai.`;
}

/** until: DD-MM-YYYY. */
export function redigCooldownMessage(until: string): string {
  return `Bạn vừa trả khách hàng này về kho chung; có thể nhận lại từ ngày ${until}.`;
}
