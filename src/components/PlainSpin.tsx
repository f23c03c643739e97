import { useAntdClasses } from './useAntdClasses';

/** antd's Spin, spinning, drawn with antd's class names by the build's antd style sheet, without its script. */
export default function PlainSpin({ size }: { size?: 'small' | 'large' }) {
  const { prefix, scope } = useAntdClasses('spin', { ownVariables: false });
  const sizeClass = size && `${prefix}-${size === 'large' ? 'lg' : 'sm'}`;
  return (
    <div
      className={[prefix, sizeClass, `${prefix}-section`, `${prefix}-spinning`, scope].filter(Boolean).join(' ')}
      aria-live="polite"
      aria-busy="true"
    >
      <span className={`${prefix}-dot-holder`}>
        <span className={`${prefix}-dot ${prefix}-dot-spin`}>
          {[0, 1, 2, 3].map((dot) => (
            <i key={dot} className={`${prefix}-dot-item`} />
          ))}
        </span>
      </span>
    </div>
  );
}
