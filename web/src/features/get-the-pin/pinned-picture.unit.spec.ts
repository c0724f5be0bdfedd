import { describe, expect, it } from 'vitest';
import { readPinRequest, siteName } from './pinned-picture';

describe('readPinRequest', () => {
  it('keeps web addresses only, each picture once', () => {
    const search = new URLSearchParams(
      'source=https://blog.example/post&title=%20Sunny%20room%20&image=https://cdn.example/a.jpg&image=javascript:alert(1)&image=https://cdn.example/a.jpg&image=http://cdn.example/b.png',
    );
    expect(readPinRequest(search)).toEqual({ source: 'https://blog.example/post', title: 'Sunny room', images: ['https://cdn.example/a.jpg', 'http://cdn.example/b.png'] });
    expect(readPinRequest(new URLSearchParams('source=file:///etc/passwd')).source).toBeNull();
  });

  it('names the site a picture came from, the credit it starts with', () => {
    expect(siteName('https://www.blog.example/post')).toBe('blog.example');
    expect(siteName(null)).toBe('');
  });
});
