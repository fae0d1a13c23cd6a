import { useEffect, useState } from 'react';

type Theme = 'dark' | 'light';

/** Dark by default (club rooms are dim); the choice is remembered on this computer. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem('sightline-theme') === 'light' ? 'light' : 'dark'));
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem('sightline-theme', theme);
  }, [theme]);
  return (
    <button className="theme-toggle" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')} data-testid="theme-toggle">
      {theme === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  );
}
