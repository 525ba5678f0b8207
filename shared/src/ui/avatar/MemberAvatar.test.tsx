import { fireEvent, render, screen } from '@testing-library/react';
import { getBrandConfig, setBrandConfig } from '../../config/brand-config';
import { MemberAvatar } from './MemberAvatar';

describe('MemberAvatar', () => {
  it('shows the picture when the member has one, hidden from assistive technology', () => {
    render(<MemberAvatar name="Lucky Star" iconUrl="/wps/img/member/abc.png" />);
    const avatar = screen.getByTestId('member-avatar');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    const image = avatar.querySelector('img');
    expect(image).toHaveAttribute('src', '/wps/img/member/abc.png');
    expect(image).toHaveAttribute('alt', '');
    expect(avatar).not.toHaveTextContent('L');
  });

  it('shows the initial when there is no picture', () => {
    render(<MemberAvatar name=" lucky" iconUrl={null} />);
    const avatar = screen.getByTestId('member-avatar');
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent(/^L$/);
  });

  it('falls back to the initial when the picture fails to load, and tries a new one', () => {
    const { rerender } = render(<MemberAvatar name="demo" iconUrl="/wps/img/member/old.png" />);
    fireEvent.error(screen.getByTestId('member-avatar').querySelector('img')!);
    expect(screen.getByTestId('member-avatar').querySelector('img')).toBeNull();
    expect(screen.getByTestId('member-avatar')).toHaveTextContent('D');
    rerender(<MemberAvatar name="demo" iconUrl="/wps/img/member/new.png" />);
    expect(screen.getByTestId('member-avatar').querySelector('img')).toHaveAttribute(
      'src',
      '/wps/img/member/new.png',
    );
  });

  it('uses the given stand-in instead of the initial', () => {
    render(<MemberAvatar name="demo" fallback={<svg data-testid="figure" />} />);
    expect(screen.getByTestId('figure')).toBeInTheDocument();
    expect(screen.getByTestId('member-avatar')).not.toHaveTextContent('D');
  });

  it('the picture comes from the API origin when the brand puts the API elsewhere', () => {
    const standard = getBrandConfig();
    setBrandConfig({ ...standard, apiBaseUrl: 'https://api.example.com/' });
    try {
      render(<MemberAvatar name="demo" iconUrl="/wps/img/member/k.png" />);
      expect(screen.getByTestId('member-avatar').querySelector('img')).toHaveAttribute(
        'src',
        'https://api.example.com/wps/img/member/k.png',
      );
    } finally {
      setBrandConfig(standard);
    }
  });
});
