import type { ContentLocale } from '../../contract/localized-text';
import type { PhotoAltTexts } from '../db/schema';
import type { BathKind, BedKind, DemoScene, FloorKind, FrontStyle, ViewKind } from './demo-scenes';

/**
 * The alt texts of the demo's drawn scenes, in every content language: a guest who reads the widget
 * in Thai or Arabic hears the room's photos described in Thai or Arabic, not in English.
 */
type Words = Record<ContentLocale, string>;

const BEDS: Record<BedKind, Words> = {
  twin: {
    en: 'Two single beds',
    ja: 'シングルベッド2台',
    ko: '싱글 침대 2개',
    zh_Hans: '两张单人床',
    zh_Hant: '兩張單人床',
    id: 'Dua tempat tidur single',
    th: 'เตียงเดี่ยวสองเตียง',
    ar: 'سريران منفردان',
  },
  double: {
    en: 'A double bed',
    ja: 'ダブルベッド',
    ko: '더블 침대',
    zh_Hans: '一张双人床',
    zh_Hant: '一張雙人床',
    id: 'Tempat tidur double',
    th: 'เตียงคู่',
    ar: 'سرير مزدوج',
  },
  king: {
    en: 'A king-size bed',
    ja: 'キングサイズベッド',
    ko: '킹사이즈 침대',
    zh_Hans: '一张特大号床',
    zh_Hant: '一張特大號床',
    id: 'Tempat tidur king',
    th: 'เตียงคิงไซซ์',
    ar: 'سرير كبير الحجم',
  },
  futon: {
    en: 'Futons laid out',
    ja: '敷かれた布団',
    ko: '깔아 둔 이불',
    zh_Hans: '铺好的日式被褥',
    zh_Hant: '鋪好的日式被褥',
    id: 'Futon yang sudah digelar',
    th: 'ฟูกญี่ปุ่นที่ปูไว้',
    ar: 'فرش فوتون ممدودة',
  },
  family: {
    en: 'A double and two single beds',
    ja: 'ダブルベッドとシングルベッド2台',
    ko: '더블 침대와 싱글 침대 2개',
    zh_Hans: '一张双人床和两张单人床',
    zh_Hant: '一張雙人床和兩張單人床',
    id: 'Satu tempat tidur double dan dua single',
    th: 'เตียงคู่หนึ่งเตียงและเตียงเดี่ยวสองเตียง',
    ar: 'سرير مزدوج وسريران منفردان',
  },
  ondol: {
    en: 'Bedding on the heated ondol floor',
    ja: 'オンドルの床に敷いた寝具',
    ko: '온돌 바닥에 깐 이부자리',
    zh_Hans: '铺在温突地暖上的被褥',
    zh_Hant: '鋪在溫突地暖上的被褥',
    id: 'Alas tidur di lantai ondol yang hangat',
    th: 'ที่นอนบนพื้นอนดลที่อุ่น',
    ar: 'فراش على أرضية أوندول مدفأة',
  },
};

const FLOORS: Record<FloorKind, Words> = {
  wood: {
    en: 'on a wooden floor',
    ja: '木の床',
    ko: '나무 바닥',
    zh_Hans: '木地板',
    zh_Hant: '木地板',
    id: 'di lantai kayu',
    th: 'บนพื้นไม้',
    ar: 'على أرضية خشبية',
  },
  tatami: {
    en: 'on tatami mats',
    ja: '畳',
    ko: '다다미',
    zh_Hans: '榻榻米',
    zh_Hant: '榻榻米',
    id: 'di atas tatami',
    th: 'บนเสื่อทาทามิ',
    ar: 'على حصير التاتامي',
  },
  carpet: {
    en: 'on a carpeted floor',
    ja: 'カーペット敷きの床',
    ko: '카펫 바닥',
    zh_Hans: '地毯',
    zh_Hant: '地毯',
    id: 'di lantai berkarpet',
    th: 'บนพื้นปูพรม',
    ar: 'على أرضية مفروشة بالسجاد',
  },
  ondol: {
    en: 'in a floor-heated room',
    ja: '床暖房の部屋',
    ko: '온돌방',
    zh_Hans: '地暖房间',
    zh_Hant: '地暖房間',
    id: 'di kamar berlantai hangat',
    th: 'ในห้องพื้นอุ่น',
    ar: 'في غرفة بأرضية مدفأة',
  },
};

const VIEWS: Record<ViewKind, Words> = {
  city: {
    en: 'the city',
    ja: '街並み',
    ko: '도시',
    zh_Hans: '城市街景',
    zh_Hant: '城市街景',
    id: 'kota',
    th: 'เมือง',
    ar: 'المدينة',
  },
  garden: {
    en: 'a moss garden',
    ja: '苔庭',
    ko: '이끼 정원',
    zh_Hans: '苔藓庭园',
    zh_Hant: '苔蘚庭園',
    id: 'taman lumut',
    th: 'สวนมอส',
    ar: 'حديقة الطحالب',
  },
  mountains: {
    en: 'the mountains',
    ja: '山々',
    ko: '산',
    zh_Hans: '群山',
    zh_Hant: '群山',
    id: 'pegunungan',
    th: 'ภูเขา',
    ar: 'الجبال',
  },
  tower: {
    en: 'Namsan Tower',
    ja: '南山タワー',
    ko: '남산타워',
    zh_Hans: '南山塔',
    zh_Hant: '南山塔',
    id: 'Menara Namsan',
    th: 'หอคอยนัมซาน',
    ar: 'برج نامسان',
  },
  courtyard: {
    en: 'the hanok courtyard',
    ja: '韓屋の中庭',
    ko: '한옥 안마당',
    zh_Hans: '韩屋庭院',
    zh_Hant: '韓屋庭院',
    id: 'halaman hanok',
    th: 'ลานบ้านฮันอก',
    ar: 'فناء الهانوك',
  },
  forest: {
    en: 'the forest',
    ja: '森',
    ko: '숲',
    zh_Hans: '森林',
    zh_Hant: '森林',
    id: 'hutan',
    th: 'ป่า',
    ar: 'الغابة',
  },
  jungle: {
    en: 'the jungle of the Ayung valley',
    ja: 'アユン渓谷のジャングル',
    ko: '아융 계곡의 정글',
    zh_Hans: '阿漾河谷的丛林',
    zh_Hant: '阿漾河谷的叢林',
    id: 'hutan lembah Ayung',
    th: 'ป่าในหุบเขาอายุง',
    ar: 'غابة وادي أيونغ',
  },
  'rice-terraces': {
    en: 'the rice terraces',
    ja: '棚田',
    ko: '계단식 논',
    zh_Hans: '梯田',
    zh_Hant: '梯田',
    id: 'sawah terasering',
    th: 'นาขั้นบันได',
    ar: 'مدرجات الأرز',
  },
};

const BATHS: Record<BathKind, Words> = {
  shower: {
    en: 'Shower room',
    ja: 'シャワールーム',
    ko: '샤워실',
    zh_Hans: '淋浴间',
    zh_Hant: '淋浴間',
    id: 'Kamar mandi dengan pancuran',
    th: 'ห้องอาบน้ำฝักบัว',
    ar: 'غرفة استحمام بدش',
  },
  tub: {
    en: 'Bathroom with a bathtub',
    ja: '浴槽付きのバスルーム',
    ko: '욕조가 있는 욕실',
    zh_Hans: '带浴缸的浴室',
    zh_Hant: '附浴缸的浴室',
    id: 'Kamar mandi dengan bak rendam',
    th: 'ห้องน้ำพร้อมอ่างอาบน้ำ',
    ar: 'حمام بحوض استحمام',
  },
  hinoki: {
    en: 'Hinoki cypress bath',
    ja: '檜風呂',
    ko: '히노키 편백나무 욕조',
    zh_Hans: '桧木浴池',
    zh_Hant: '檜木浴池',
    id: 'Bak mandi kayu hinoki',
    th: 'อ่างอาบน้ำไม้ฮิโนกิ',
    ar: 'حوض استحمام من خشب الهينوكي',
  },
  'open-air': {
    en: 'Private open-air bath',
    ja: '客室露天風呂',
    ko: '객실 전용 노천탕',
    zh_Hans: '客房专属露天浴池',
    zh_Hant: '客房專屬露天浴池',
    id: 'Pemandian terbuka pribadi',
    th: 'อ่างอาบน้ำกลางแจ้งส่วนตัว',
    ar: 'حمام خاص في الهواء الطلق',
  },
  'plunge-pool': {
    en: 'Private plunge pool on a wooden deck',
    ja: 'ウッドデッキのプライベートプール',
    ko: '나무 데크 위 전용 플런지 풀',
    zh_Hans: '木平台上的私人泳池',
    zh_Hant: '木平台上的私人泳池',
    id: 'Kolam rendam pribadi di dek kayu',
    th: 'สระแช่ตัวส่วนตัวบนระเบียงไม้',
    ar: 'مسبح غطس خاص على سطح خشبي',
  },
};

const FRONTS: Record<FrontStyle, Words> = {
  townhouse: {
    en: "The hotel's wooden townhouse front at dusk, lanterns lit by the noren curtain",
    ja: '夕暮れの町家造りの玄関、暖簾と灯籠',
    ko: '해 질 녘 목조 마치야 건물의 입구, 노렌과 등불',
    zh_Hans: '黄昏时分酒店的木造町家正门，暖帘旁灯笼亮起',
    zh_Hant: '黃昏時分酒店的木造町家正門，暖簾旁燈籠亮起',
    id: 'Bagian depan hotel berupa rumah kayu machiya saat senja, lentera menyala di samping tirai noren',
    th: 'ด้านหน้าโรงแรมแบบบ้านไม้มาจิยะยามเย็น โคมไฟสว่างข้างม่านโนเร็น',
    ar: 'واجهة الفندق الخشبية على طراز الماتشيا عند الغسق، والفوانيس مضاءة بجانب ستارة النورين',
  },
  hanok: {
    en: "The hotel's hanok front at dusk under its curved tiled roof",
    ja: '夕暮れの韓屋造りの正面、反りのある瓦屋根',
    ko: '해 질 녘 곡선 기와지붕 아래 한옥 정면',
    zh_Hans: '黄昏时分酒店的韩屋正面，弧形瓦顶之下',
    zh_Hant: '黃昏時分酒店的韓屋正面，弧形瓦頂之下',
    id: 'Bagian depan hanok hotel saat senja di bawah atap genteng melengkung',
    th: 'ด้านหน้าฮันอกของโรงแรมยามเย็นใต้หลังคากระเบื้องโค้ง',
    ar: 'واجهة الهانوك في الفندق عند الغسق تحت سقفه القرميدي المنحني',
  },
  ryokan: {
    en: 'The ryokan at dusk below the mountains, its windows lit',
    ja: '夕暮れの山あいに灯る旅館の外観',
    ko: '해 질 녘 산자락 아래 불 밝힌 료칸 외관',
    zh_Hans: '黄昏时分群山脚下灯火通明的旅馆',
    zh_Hant: '黃昏時分群山腳下燈火通明的旅館',
    id: 'Ryokan saat senja di kaki pegunungan, jendelanya menyala',
    th: 'เรียวกังยามเย็นที่เชิงเขา หน้าต่างเปิดไฟสว่าง',
    ar: 'الريوكان عند الغسق أسفل الجبال ونوافذه مضاءة',
  },
  villa: {
    en: 'The villa at dusk under its high thatched roof, a pool in front and torches lit',
    ja: '夕暮れの高い茅葺き屋根のヴィラ、前にプールと灯されたトーチ',
    ko: '해 질 녘 높은 초가지붕의 빌라, 앞의 수영장과 켜진 횃불',
    zh_Hans: '黄昏时分高耸茅草屋顶下的别墅，门前泳池与点亮的火炬',
    zh_Hant: '黃昏時分高聳茅草屋頂下的別墅，門前泳池與點亮的火炬',
    id: 'Vila saat senja di bawah atap alang-alang yang tinggi, kolam di depannya dan obor menyala',
    th: 'วิลล่ายามเย็นใต้หลังคามุงจากทรงสูง มีสระน้ำด้านหน้าและคบเพลิงจุดสว่าง',
    ar: 'الفيلا عند الغسق تحت سقفها القشي العالي، وأمامها مسبح ومشاعل مضاءة',
  },
};

/** "at dusk" where the hour is dusk: a suffix in English, Indonesian, Thai and Arabic, a prefix elsewhere. */
const DUSK: Words = {
  en: ' at dusk',
  ja: '夕暮れの',
  ko: '해 질 녘 ',
  zh_Hans: '黄昏时的',
  zh_Hant: '黃昏時的',
  id: ' saat senja',
  th: 'ยามเย็น',
  ar: ' عند الغسق',
};
const NO_WORDS: Words = { en: '', ja: '', ko: '', zh_Hans: '', zh_Hant: '', id: '', th: '', ar: '' };

type Parts = { bed: string; floor: string; view: string; dusk: string; sofa: boolean };
const ROOM: Record<ContentLocale, (parts: Parts) => string> = {
  en: (p) => `${p.bed} ${p.floor}, with a window onto ${p.view}${p.dusk}${p.sofa ? ' and a sofa' : ''}`,
  ja: (p) => `${p.floor}に${p.bed}、窓から${p.dusk}${p.view}${p.sofa ? '、ソファ付き' : ''}`,
  ko: (p) => `${p.floor}에 ${p.bed}, 창밖으로 ${p.dusk}${p.view}${p.sofa ? ', 소파' : ''}`,
  zh_Hans: (p) => `${p.floor}上的${p.bed}，窗外是${p.dusk}${p.view}${p.sofa ? '，配有沙发' : ''}`,
  zh_Hant: (p) => `${p.floor}上的${p.bed}，窗外是${p.dusk}${p.view}${p.sofa ? '，配有沙發' : ''}`,
  id: (p) => `${p.bed} ${p.floor}, dengan jendela menghadap ${p.view}${p.dusk}${p.sofa ? ' dan sofa' : ''}`,
  th: (p) => `${p.bed}${p.floor} หน้าต่างมองเห็น${p.view}${p.dusk}${p.sofa ? ' และมีโซฟา' : ''}`,
  ar: (p) => `${p.bed} ${p.floor}، مع نافذة تطل على ${p.view}${p.dusk}${p.sofa ? ' وأريكة' : ''}`,
};
const BATH: Record<ContentLocale, (kind: string, view: string) => string> = {
  en: (kind, view) => `${kind} looking onto ${view}`,
  ja: (kind, view) => `${view}を望む${kind}`,
  ko: (kind, view) => `${kind}, ${view} 전망`,
  zh_Hans: (kind, view) => `${kind}，可眺望${view}`,
  zh_Hant: (kind, view) => `${kind}，可眺望${view}`,
  id: (kind, view) => `${kind} menghadap ${view}`,
  th: (kind, view) => `${kind}ที่มองเห็น${view}`,
  ar: (kind, view) => `${kind} مع إطلالة على ${view}`,
};
const VIEW: Record<ContentLocale, (view: string, dusk: string) => string> = {
  en: (view, dusk) => `The view of ${view} from the room${dusk}`,
  ja: (view, dusk) => `客室から望む${dusk}${view}`,
  ko: (view, dusk) => `객실에서 본 ${dusk}${view}`,
  zh_Hans: (view, dusk) => `从客房眺望${dusk}${view}`,
  zh_Hant: (view, dusk) => `從客房眺望${dusk}${view}`,
  id: (view, dusk) => `Pemandangan ${view} dari kamar${dusk}`,
  th: (view, dusk) => `วิว${view}จากห้องพัก${dusk}`,
  ar: (view, dusk) => `إطلالة على ${view} من الغرفة${dusk}`,
};

const LOCALES = Object.keys(NO_WORDS) as ContentLocale[];
const inEvery = (text: (locale: ContentLocale) => string): PhotoAltTexts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)]));

/** Alt texts of a scene in every content language. */
export function sceneAltTexts(scene: DemoScene): PhotoAltTexts {
  const dusk = (hour: 'day' | 'dusk'): Words => (hour === 'dusk' ? DUSK : NO_WORDS);
  switch (scene.kind) {
    case 'front':
      return { ...FRONTS[scene.style] };
    case 'room':
      return inEvery((locale) =>
        ROOM[locale]({
          bed: BEDS[scene.bed][locale],
          floor: FLOORS[scene.floor][locale],
          view: VIEWS[scene.view][locale],
          dusk: dusk(scene.hour)[locale],
          sofa: scene.sofa === true,
        }),
      );
    case 'bath':
      return inEvery((locale) => BATH[locale](BATHS[scene.bath][locale], VIEWS[scene.view][locale]));
    case 'view':
      return inEvery((locale) => VIEW[locale](VIEWS[scene.view][locale], dusk(scene.hour)[locale]));
  }
}
