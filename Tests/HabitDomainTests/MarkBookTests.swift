import Foundation
import Testing
@testable import HabitDomain
import TestSupport

@Suite struct MarkBookTests {
    func listed(_ book: MarkBook) -> [String] {
        book.map { "\($0.day.iso) \($0.mark.state)" + ($0.mark.note.map { " (\($0))" } ?? "") }
    }

    @Test func marksSetInAnyOrderReadBackOldestFirst() {
        var book = MarkBook()
        book[d("2026-03-05")] = Mark(.done)
        book[d("2026-03-01")] = Mark(.skipped, note: "sick")
        book[d("2026-03-09")] = Mark(.done)
        book[d("2026-03-03")] = Mark(.done)
        #expect(listed(book) == ["2026-03-01 skipped (sick)", "2026-03-03 done", "2026-03-05 done", "2026-03-09 done"])
        #expect(book.count == 4 && book.firstDay == d("2026-03-01") && book.lastDay == d("2026-03-09"))
        #expect(book[d("2026-03-02")] == nil && book[d("2026-02-28")] == nil && book[d("2026-03-10")] == nil)
        #expect(book.days(.done) == [d("2026-03-03"), d("2026-03-05"), d("2026-03-09")])
        #expect(book.count(.done, from: d("2026-03-04"), through: d("2026-03-20")) == 2)
        #expect(book.count(.done, from: d("2026-01-01"), through: d("2026-02-01")) == 0)
    }

    @Test func clearingTheEndsTrimsSoEqualMarksAreEqualBooks() {
        var book: MarkBook = [d("2026-03-01"): Mark(.done), d("2026-03-04"): Mark(.slipped), d("2026-03-08"): Mark(.done)]
        book[d("2026-03-01")] = nil
        book[d("2026-03-08")] = nil
        #expect(book == [d("2026-03-04"): Mark(.slipped)])
        #expect(book.codes == [MarkBook.Code.slipped] && book.start == d("2026-03-04"))
        book[d("2026-03-04")] = nil
        #expect(book == MarkBook() && book.isEmpty && book.firstDay == nil)
        // Restating a day's mark changes its note; clearing the day drops the note with it.
        book[d("2026-03-02")] = Mark(.skipped, note: "away")
        book[d("2026-03-02")] = Mark(.skipped)
        #expect(book[d("2026-03-02")] == Mark(.skipped) && book.notes.isEmpty && book.count == 1)
        book[d("2026-03-02")] = Mark(.done, note: "5k")
        book[d("2026-03-02")] = nil
        #expect(book == MarkBook() && book.notes.isEmpty)
    }

    @Test func storedCodesAreCheckedBeforeTheyAreTrusted() {
        let codes = Array("d..sx".utf8)
        let book = MarkBook(start: d("2026-03-01"), codes: codes, notes: [d("2026-03-04"): "tired", d("2026-03-02"): "stray"])
        #expect(book.map(listed) == ["2026-03-01 done", "2026-03-04 skipped (tired)", "2026-03-05 slipped"])
        #expect(book?.count == 3)
        // Unknown codes and codes that start or end with an unmarked day are refused, not guessed at.
        #expect(MarkBook(start: d("2026-03-01"), codes: Array("d?d".utf8)) == nil)
        #expect(MarkBook(start: d("2026-03-01"), codes: Array(".d".utf8)) == nil)
        #expect(MarkBook(start: d("2026-03-01"), codes: Array("d.".utf8)) == nil)
        #expect(MarkBook(start: d("2026-03-01"), codes: [UInt8]()) == MarkBook())
    }

    @Test func aBookAgreesWithADictionaryOfTheSameMarks() {
        var seed: UInt64 = 42
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var book = MarkBook()
        var table: [Day: Mark] = [:]
        let base = d("2026-01-01")
        for _ in 0..<2000 {
            let day = base.adding(days: random(60))
            let mark: Mark? = [nil, Mark(.done), Mark(.skipped, note: "n\(random(3))"), Mark(.slipped)][random(4)]
            book[day] = mark
            table[day] = mark
            #expect(book.count == table.count)
        }
        #expect(Array(book).map(\.day) == table.keys.sorted())
        #expect(Array(book).map(\.mark) == table.keys.sorted().map { table[$0]! })
        #expect(book == MarkBook(table))
    }
}
