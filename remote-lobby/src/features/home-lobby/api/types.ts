export interface Vendor {
  vassalage: string;
  displayName: string;
  gameCategory: string;
  iconUrl: string;
  iconWhiteUrl: string;
  gameCount: number;
}

export interface VendorCategory {
  gameCategory: string;
  vendors: Vendor[];
}

export interface VendorGameTypes {
  categories: VendorCategory[];
  sorting: Array<{
    gameCategory: string;
    vendorNames: Array<{ vassalage: string; accountTypeName: string }>;
  }>;
  mapping: Record<string, string[]>;
}

export interface Game {
  nodeId: number;
  vassalage: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  showIcon: string;
  iconUrl: string;
  gameId: string;
  gameType: string;
  mobileLargeIcon: string;
  supportPlay: boolean;
  playType: string;
}
