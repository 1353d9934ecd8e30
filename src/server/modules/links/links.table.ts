export interface SocialLinksTable {
  id: string;
  profileId: string;
  platform: string;
  url: string;
  sortOrder: number;
  createdAt: number;
}

export interface CustomLinksTable {
  id: string;
  profileId: string;
  title: string;
  url: string;
  sortOrder: number;
  createdAt: number;
}

export interface LinksTables {
  socialLinks: SocialLinksTable;
  customLinks: CustomLinksTable;
}
