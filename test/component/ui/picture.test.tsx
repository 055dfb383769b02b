/**
 * Pictures where people look (issue 39 item 3): ui/Picture shows a platform picture in its fixed box, loaded lazily,
 * and the first character when there is none, when the value is not a picture address, or when loading fails; the
 * home's app tile and a list row's image field use it.
 */
import { fireEvent, render, screen } from '@testing-library/react';

import { AppTile } from '../../../src/features/home/parts/AppTile';
import { RecordItem } from '../../../src/features/records/parts/RecordItem';
import { Picture } from '../../../src/ui/Picture';
import { pictureUrl } from '../../../src/ui/picture-url';

const FILE_ID = '0123456789abcdef0123456789abcdef';
/** H5's picture: a plain <img> (the mini program's Image is checked under miniprogram-simulate). */
const image = (root: ParentNode) => root.querySelector('img.ware-pic') as HTMLImageElement | null;

describe('pictureUrl', () => {
  it('reads a file id through the download call, keeps an http(s) address and refuses anything else', () => {
    expect(pictureUrl(FILE_ID)).toMatch(new RegExp(`/file/fileoperation/download\\?fileId=${FILE_ID}&isDownload=0$`));
    expect(pictureUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const none of ['', '  ', null, undefined, 42, 'javascript:alert(1)', 'data:text/html,x', '/etc/passwd', `${FILE_ID}0`]) expect(pictureUrl(none)).toBeNull();
  });
});

describe('Picture', () => {
  it('shows the picture in the caller box, lazily, decorative by default or named by alt', () => {
    const { container } = render(<Picture className="x-thumb" src={FILE_ID} name="明前龙井礼盒" alt="明前龙井礼盒" />);
    const img = image(container)!;
    expect(img.className).toBe('ware-pic x-thumb');
    expect(img.src).toContain(FILE_ID);
    expect([img.alt, img.getAttribute('loading')]).toEqual(['明前龙井礼盒', 'lazy']);
    expect(image(render(<Picture className="x-thumb" src={FILE_ID} name="明前龙井礼盒" />).container)!.alt).toBe('');
    expect(container.textContent).toBe('');
  });

  it('without a picture, or when it fails to load, shows the first character in the same box, hidden from screen readers', () => {
    const none = render(<Picture className="x-thumb" src="" name="办公用品 4 号" />);
    expect(image(none.container)).toBeNull();
    const tile = none.container.firstElementChild as HTMLElement;
    expect(tile.className).toBe('ware-pic ware-pic--none x-thumb');
    expect(tile.getAttribute('aria-hidden')).toBe('true');
    expect(tile.textContent).toBe('办');

    const broken = render(<Picture className="x-thumb" src={FILE_ID} name="青瓷茶具套装" />);
    fireEvent.error(image(broken.container)!);
    expect(image(broken.container)).toBeNull();
    expect(broken.container.textContent).toBe('青');
  });
});

describe('where pictures show', () => {
  it('an app tile shows the app icon, or the first letter of an app without one', () => {
    render(
      <>
        <AppTile app={{ id: 'app-visit', name: '客户拜访', icon: FILE_ID }} testId="tile" />
        <AppTile app={{ id: 'app-closed', name: '已关闭应用', icon: '' }} testId="tile" />
      </>,
    );
    const [withIcon, without] = screen.getAllByTestId('tile');
    expect(image(withIcon!)!.src).toContain(FILE_ID);
    expect(withIcon!.textContent).toBe('客户拜访');
    expect(image(without!)).toBeNull();
    expect(without!.querySelector('.ware-pic--none')!.textContent).toBe('已');
  });

  it('a list row shows an image field as a lazy thumbnail of fixed size, named by the file names; other fields as text', () => {
    const lines = [
      { key: 'customer_customer', label: '拜访客户', text: '杭州云栖科技' },
      { key: 'uploadImg_photos', label: '现场照片', text: '客户大楼.png', picture: FILE_ID },
      { key: 'uploadImg_other', label: '其他照片', text: '未填写' },
    ];
    const { container } = render(<RecordItem title="VISIT-2026-0001" lines={lines} onOpen={() => undefined} />);
    const thumbs = container.querySelectorAll('img.records__thumb');
    expect(thumbs).toHaveLength(1);
    const thumb = thumbs[0] as HTMLImageElement;
    expect(thumb.getAttribute('src')).toContain(FILE_ID);
    expect([thumb.alt, thumb.getAttribute('loading'), thumb.width, thumb.height]).toEqual(['客户大楼.png', 'lazy', 20, 20]);
    expect(container.textContent).not.toContain('客户大楼.png');
    expect(container.textContent).toContain('杭州云栖科技');
    expect(container.textContent).toContain('未填写');
  });
});
