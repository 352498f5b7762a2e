/** Texts of Home's content as the operator manages it (banners, partners, images), gathered into `texts.content`. All ours (docs/decisions/banners-partners-and-public-images.md). */
export const contentTexts = {
  errors: {
    bannerNotFound: 'Không tìm thấy banner',
    partnerNotFound: 'Không tìm thấy đối tác',
    /** An image reference that is not a public image uploaded through POST /v1/admin/images. */
    imageUnknown: 'Ảnh không tồn tại, vui lòng tải ảnh lên trước',
    badLink: 'Liên kết phải là địa chỉ https:// hoặc một trang của ứng dụng (bắt đầu bằng /)',
    nameRequired: 'Tên đối tác không được để trống',
    /** A reorder that does not list every item exactly once. */
    orderMismatch: 'Danh sách thứ tự phải gồm đúng mọi mục, mỗi mục một lần',
    nothingToChange: 'Không có thay đổi nào',
  },
  /** Why a `chat` or `popup` setting is refused (the settings service adds the key). */
  settings: {
    chatScriptUrl: 'scriptUrl phải là địa chỉ https:// (bắt buộc khi provider là script)',
    chatLink: 'link phải là địa chỉ https:// hoặc tel: (bắt buộc khi provider là link)',
    popupLink: 'link và image phải là địa chỉ https:// hoặc một đường dẫn của ứng dụng (bắt đầu bằng /)',
  },
} as const;
