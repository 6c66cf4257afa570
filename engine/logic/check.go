package logic

import (
	"strings"
	"sync"

	"github.com/sudoku-app/sudoku/engine/message"
)

// messageArgs lists every message the engine builds, one a line: its key,
// then the names of the arguments it gives. Count, when there, picks a
// plural form (see Message). The names of techniques ("technique-...")
// and their forms in a nudge, the words of lists (Join) and those of
// cells in a player's words have keys of their own, which messageSchema
// adds.
const messageArgs = `
full-house Cell House Digit Technique
hidden-single House Digit Cell Technique
naked-single Digit Cell Technique
intersection House Digit Cells Other Elims Technique
naked-subset House Cells Digits Elims Technique
hidden-subset House Digits Cells Elims Technique
fish Base Digit Cover Elims Technique
fish-finned Base Digit Cover Fins Box Count Elims Technique
two-links House1 Digit End1 Inner1 House2 End2 Inner2 Elims Technique
two-links-shared House1 Digit End1 Inner1 House2 End2 Inner2 Shared Elims Technique
wing Pivot Digits Pincer1 Pincer2 Digit Elims Technique
empty-rectangle Box Digit Row Column Link Near Far Arm Elims Technique
w-wing Cell1 Cell2 Digits House Link End1 End2 Digit Elims Technique
unique-rectangle-1 Corners Digits Cell First Second Elims Technique
unique-rectangle-2 Corners Digits Cell1 Cell2 Extra Elims Technique
unique-rectangle-3 Corners Digits Cell1 Cell2 Extra Cells Union Subset House Elims Technique
unique-rectangle-4 Corners Digits House Kept Cell1 Cell2 Gone Elims Technique
colouring-wrap Digit Start Cell1 Cell2 Elims Technique
colouring-trap Digit Start Cells Count Elims Technique
als-xz First Second Link Shared Count Elims Technique
als-xz-double First Second Link1 Link2 Elims Technique
als Cells Digits Count
bug-plus-1 Cell Digit Technique
chain Start StartDigit End EndDigit Chain Elims Technique
chain-one-digit Start End Digit Chain Elims Technique
chain-loop Loop Elims Technique
contradiction-chain Cell Digit Count Reason Elims Technique
cell-forcing-place Digits Cell Placed Target Technique
cell-forcing-elims Digits Cell Elims Technique
region-forcing-place Digit House Cells Placed Target Technique
region-forcing-elims Digit House Cells Elims Technique
trial Digit Cell Count Elims Technique
trial-search Digit Cell Elims Technique
cage-combination Sum Ways Count Elims Technique
cage-sum Cage Total
cage-sum-must Cage Total Must Houses Count
cage-sum-open Cage Cells Total Placed
cage-sum-open-must Cage Cells Total Placed Must Houses Count
cage-sum-last Cage Cells Total Placed
cage-way Digits
cage-ways Count
cage-house-rest Cage Ways Digit Holders House Cells Technique
cage-house-seen Cage Ways Digit Holders Count Cells Technique
innies-place Area Sum Why Count Cell Digit Technique
innies Area Sum Why Count Makes Elims Technique
innies-inside Total
innies-covering Total
innies-reaching Total
innies-make Cells Total Count
innies-make-more Cells Total Minus Count
innies-make-less Cells Total Minus Count
house-combinations House Cages Cage Ways Elims Technique
pair-rule Rule A KeepA B KeepB Elims Technique
arrow-sum Cell Keeps Elims Technique
little-killer-sum Cell Total Keeps Elims Technique
sandwich-sum House Top Total Keeps Elims Technique
renban-line Cell Keeps Elims Technique
between-line Cell Keeps Elims Technique
keeps-first Cells Digits
keeps-more Cells Digits
odd-even Odd Even Technique
odd-even-odd Odd Technique
odd-even-even Even Technique
odd-cells Cells Count
even-cells Cells Count
elims-same Digits Cells Count
elims-cell Cell Digits
broken-cell Cell
broken-house House Digit
broken-cage Cage Total
broken-clue Clue
broken-none
house-row Number
house-column Number
house-box Number
house-region Number
house-main-diagonal
house-anti-diagonal
house-extra-region Number
house-window Number
house-disjoint-group Number
house-extra Number
lines-rows Numbers Count
lines-columns Numbers Count
area-rows First Last
area-columns First Last
area-cage Cell
area-main-diagonal
area-anti-diagonal
cage Total Cell
cage-no-total Cell
rule-white-dot A B
rule-black-dot A B
rule-x A B
rule-v A B
rule-whispers Cell
rule-palindrome Cell
rule-thermometer Cell
rule-non-consecutive
rule-negative-kropki
rule-negative-xv
rule-arrow Cell
rule-little-killer Cell
rule-sandwich House
rule-renban Cell
rule-between Cell
rule-odd Cell
rule-even Cell
nudge Technique
nudge-house Technique House
nudge-cage Technique Cage
nudge-rule Rule
nudge-rule-at Rule A B
nudge-odd-even
`

// messageSchema returns every catalogue key and the names of the
// arguments its message gives: messageArgs, the techniques' names and
// their optional forms in a nudge ("technique-x-wing-nudge"), every
// technique's lesson, classic and variant, without arguments
// ("technique-x-wing" and lessonTitle, lessonLook, lessonWhy:
// Technique.Lesson), the families' names, the words of lists ("list-and": Init and Last; "list-and-sep":
// none) and those of cells in a player's words (RenderWords). Built on first use, by a
// function rather than a call at init (sync.OnceValue), so that a
// program that never checks a catalogue (the page) does not link it.
func messageSchema() message.Schema {
	theSchema.once.Do(func() { theSchema.schema = buildSchema() })
	return theSchema.schema
}

var theSchema struct {
	once   sync.Once
	schema message.Schema
}

// buildSchema builds messageSchema's schema.
func buildSchema() message.Schema {
	schema := message.Schema{}
	for line := range strings.Lines(messageArgs) {
		if f := strings.Fields(line); len(f) > 0 {
			schema[f[0]] = message.Spec{Args: f[1:]}
		}
	}
	for t := range numTechniques {
		schema[t.Key()] = message.Spec{}
		schema[t.Key()+nudgeSuffix] = message.Spec{Optional: true}
	}
	for t := range numTechniques {
		if _, ok := t.Lesson(); ok {
			for _, suffix := range [...]string{lessonTitle, lessonLook, lessonWhy} {
				schema[t.Key()+suffix] = message.Spec{}
			}
		}
	}
	for _, f := range Families() {
		schema[f.Key()] = message.Spec{}
	}
	for _, keys := range joinKeys {
		schema[keys[0]] = message.Spec{Args: []string{"Init", "Last"}}
		schema[keys[1]] = message.Spec{}
	}
	schema[wordsCell] = message.Spec{Args: []string{"Row", "Column"}}
	schema[wordsCellsInRow] = message.Spec{Args: []string{"Row", "Columns", "Count"}}
	schema[wordsCellsInColumn] = message.Spec{Args: []string{"Column", "Rows", "Count"}}
	schema[wordsCellInList] = message.Spec{Args: []string{"Row", "Column"}}
	return schema
}

// Check holds c's own words (not English's, which it falls back to) to
// the messages the engine builds and to its language's plural forms, and
// returns what does not fit, in key order: a key the engine has no
// message for, a placeholder its message gives no argument for, an
// argument (but Count) no form of the template writes, plural forms for a
// message without a Count, and a key of plural forms without a form its
// language needs, or with one it never gives (message.Catalogue.Check).
// A key c lacks is not a fault (Render reads it from English): Missing
// lists them. Each error names the key and the placeholder or the form.
// Cost: linear in c's size.
func (c *Catalogue) Check() []error { return c.words.Check(messageSchema()) }

// Missing returns the keys of the engine's messages that c lacks, in
// order, but the optional forms of techniques' names in a nudge: Render
// reads them from English.
func (c *Catalogue) Missing() []string { return c.words.Missing(messageSchema()) }
