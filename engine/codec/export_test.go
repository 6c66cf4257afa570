package codec

// LZCompressForTest exposes lz-string compression to the external tests.
func LZCompressForTest(s string) string { return lzCompressBase64(s) }
