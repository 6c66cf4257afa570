package app

// This file replaces go-app's pkg/app/crypto.go in web/app.wasm's build
// (app/goapp/overlay.go): the page never calls Context.Encrypt or
// Decrypt, whose AES-GCM linked crypto/aes, crypto/cipher and crypto/rand
// into every page.

import "github.com/maxence-charriere/go-app/v9/pkg/errors"

var errNoCrypto = errors.New("encryption is left out of this build of go-app")

func encrypt(key string, v []byte) ([]byte, error) { return nil, errNoCrypto }

func decrypt(key string, v []byte) ([]byte, error) { return nil, errNoCrypto }
