// antd's text inputs one by one: `Input` from 'antd' carries its Search, OTP and Group (and Space, for Search's
// button) as its statics, and so into every page that types anything.
export { default as Input } from 'antd/es/input/Input';
