package game

// LanguageKey is the storage key of the language the player chose (SaveLanguage): a
// page-wide choice, not a game's setting, read before the page draws.
const LanguageKey = StoragePrefix + "language"

// SavedLanguage returns the language tag the player chose, or "" when
// they chose none (the browser's languages decide) or storage is
// unavailable. The tag is not checked: a caller matches it against the
// languages it speaks.
func SavedLanguage(store Storage) string {
	tag, ok, err := store.Get(LanguageKey)
	if err != nil || !ok {
		return ""
	}
	return tag
}

// SaveLanguage keeps the language the player chose; "" forgets the
// choice, so the browser's languages decide again.
func SaveLanguage(store Storage, tag string) error {
	if tag == "" {
		return store.Remove(LanguageKey)
	}
	return store.Set(LanguageKey, tag)
}
