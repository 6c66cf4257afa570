package game

import "sort"

// MemoryStorage is a Storage held in memory: for tests, and for any host
// that wants a library without persistence. Setting Fail makes every Set
// fail with it, as a full or blocked browser storage does.
type MemoryStorage struct {
	m    map[string]string
	Fail error
}

// Get implements Storage.
func (s *MemoryStorage) Get(k string) (string, bool, error) {
	v, ok := s.m[k]
	return v, ok, nil
}

// Set implements Storage.
func (s *MemoryStorage) Set(k, v string) error {
	if s.Fail != nil {
		return s.Fail
	}
	if s.m == nil {
		s.m = make(map[string]string)
	}
	s.m[k] = v
	return nil
}

// Remove implements Storage.
func (s *MemoryStorage) Remove(k string) error {
	delete(s.m, k)
	return nil
}

// Keys implements Storage, in sorted order.
func (s *MemoryStorage) Keys() ([]string, error) {
	ks := make([]string, 0, len(s.m))
	for k := range s.m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks, nil
}
