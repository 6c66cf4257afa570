package message_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/message"
)

func ExampleCatalogue_Text() {
	en, err := message.Parse([]byte(`{
		"games-saved": {"one": "{{.Count}} game saved", "other": "{{.Count}} games saved"},
		"welcome": "Welcome back, {{.Name}}"
	}`), message.Plural("en"))
	if err != nil {
		panic(err)
	}
	ru, err := message.Parse([]byte(`{
		"games-saved": {
			"one": "{{.Count}} игра сохранена",
			"few": "{{.Count}} игры сохранены",
			"many": "{{.Count}} игр сохранено",
			"other": "{{.Count}} игры сохранено"
		}
	}`), message.Plural("ru"))
	if err != nil {
		panic(err)
	}
	ru = ru.WithFallback(en) // "welcome" is not translated yet
	for _, n := range []int{1, 3, 5, 21} {
		fmt.Println(en.Text("games-saved", message.Count(n)), "/", ru.Text("games-saved", message.Count(n)))
	}
	fmt.Println(ru.Text("welcome", message.String("Name", "Ada")))
	// Output:
	// 1 game saved / 1 игра сохранена
	// 3 games saved / 3 игры сохранены
	// 5 games saved / 5 игр сохранено
	// 21 games saved / 21 игра сохранена
	// Welcome back, Ada
}

func ExamplePlural() {
	for _, tag := range []string{"en", "fr", "pl", "ar", "ja"} {
		p := message.Plural(tag)
		fmt.Printf("%s: 0 %s, 1 %s, 2 %s, 5 %s, 22 %s\n", tag, p(0), p(1), p(2), p(5), p(22))
	}
	// Output:
	// en: 0 other, 1 one, 2 other, 5 other, 22 other
	// fr: 0 one, 1 one, 2 other, 5 other, 22 other
	// pl: 0 many, 1 one, 2 few, 5 many, 22 few
	// ar: 0 zero, 1 one, 2 two, 5 few, 22 many
	// ja: 0 other, 1 other, 2 other, 5 other, 22 other
}

func ExampleMatch() {
	fmt.Println(message.Match([]string{"de-AT", "de", "en"}))
	fmt.Println(message.Match([]string{"zh-TW", "zh-CN"}))
	fmt.Println(message.Match([]string{"pt-PT"}))
	fmt.Println(message.Match([]string{"sv-SE"}))
	fmt.Println(message.Dir("ar"), message.Dir("en"))
	// Output:
	// de
	// zh-Hans
	// pt-BR
	// en
	// rtl ltr
}

func ExampleCatalogue_Check() {
	schema := message.Schema{"games-saved": {Args: []string{"Count"}}}
	ru, err := message.Parse([]byte(`{
		"games-saved": {"one": "{{.Count}} игра", "other": "{{.Count}} игры"}
	}`), message.Plural("ru"))
	if err != nil {
		panic(err)
	}
	for _, err := range ru.Check(schema) {
		fmt.Println(err)
	}
	// Output:
	// message: catalogue: "games-saved": no few form, which its language gives 2, 3, 4, ...
	// message: catalogue: "games-saved": no many form, which its language gives 0, 5, 6, ...
}
