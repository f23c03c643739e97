/** Bengali digits (০–৯), as a Bangladeshi keyboard types them, written as the ASCII digits the server and payloads carry. */
export const asciiDigits = (text: string): string => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** ASCII digits written as Bengali ones, nothing else changed: asciiDigits the other way. */
export const bengaliDigits = (text: string): string => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
