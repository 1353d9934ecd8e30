// Test support: user agents of the in-app browsers, as the apps send them (shared by the unit and end-to-end tests).
const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WV =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36';

/** User agents in the formats these apps' webviews send (app name and version markers as they appear in the wild). */
export const IN_APP_USER_AGENTS: [app: string, platform: 'ios' | 'android', ua: string][] = [
  ['Instagram', 'android', `${ANDROID_WV} Instagram 309.0.0.40.113 Android (33/13; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 541635890)`],
  ['Instagram', 'ios', `${IOS} Instagram 307.0.0.34.111 (iPhone15,2; iOS 17_1; en_US; en; scale=3.00; 1179x2556; 532277108)`],
  ['Facebook', 'android', `${ANDROID_WV} [FB_IAB/FB4A;FBAV/441.0.0.33.113;]`],
  ['Facebook', 'ios', `${IOS} [FBAN/FBIOS;FBAV/440.0.0.36.106;FBBV/540000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]`],
  ['Messenger', 'android', `${ANDROID_WV} [FB_IAB/Orca-Android;FBAV/435.0.0.31.108;]`],
  ['Messenger', 'ios', `${IOS} [FBAN/MessengerForiOS;FBAV/438.0.0.32.109;FBBV/530000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]`],
  ['TikTok', 'android', `${ANDROID_WV} trill_320303 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/32.3.3 ByteLocale/en ByteFullLocale/en Region/US BytedanceWebview/d8a21c6`],
  ['TikTok', 'ios', `${IOS} musical_ly_32.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6`],
  ['LinkedIn', 'android', `${ANDROID_WV} [LinkedInApp]/4.1.880`],
  ['LinkedIn', 'ios', `${IOS} [LinkedInApp]/9.29.7760`],
  ['Snapchat', 'android', `${ANDROID_WV} Snapchat/12.60.0.46 (Pixel 7; Android 13#10817618#33; gzip; )`],
  ['Snapchat', 'ios', `${IOS} Snapchat/12.60.0.46 (like Safari/8617.1.17.10.9, panda)`],
  ['X', 'android', `${ANDROID_WV} TwitterAndroid`],
  ['X', 'ios', `${IOS} Twitter for iPhone/10.17`],
  ['Pinterest', 'android', `${ANDROID_WV} [Pinterest/Android]`],
  ['Pinterest', 'ios', `${IOS} [Pinterest/iOS]`],
  ['WeChat', 'android', `${ANDROID_WV} XWEB/5183 MMWEBSDK/20230504 MMWEBID/2585 MicroMessenger/8.0.37.2380(0x2800253D) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64`],
  ['WeChat', 'ios', `${IOS} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/en`],
  ['LINE', 'android', `${ANDROID_WV} Line/13.19.1/IAB`],
  ['LINE', 'ios', `${IOS} Safari Line/13.19.0`],
];

