package dev.singletable.runtime.internal.expr;

import static dev.singletable.runtime.internal.expr.ConditionJudge.Outcome.FALSE;
import static dev.singletable.runtime.internal.expr.ConditionJudge.Outcome.TRUE;
import static dev.singletable.runtime.internal.expr.ConditionJudge.Outcome.UNKNOWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The judge of failed conditions applies DynamoDB's semantics at every boundary: equal, one below,
 * one above, a missing attribute, another type, empty sets and lists, 38-digit numbers, strings by
 * UTF-8 bytes (a non-BMP character sorts after U+FFFF there, before it in UTF-16), and says unknown
 * where the old item cannot decide.
 */
class ConditionJudgeTest {
  private static final String BIG = "12345678901234567890123456789012345678";
  private static final String BIG_PLUS = "12345678901234567890123456789012345679";

  private static AttributeValue n(String text) {
    return AttributeValue.fromN(text);
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  private static AttributeValue b(int... bytes) {
    byte[] value = new byte[bytes.length];
    for (int i = 0; i < bytes.length; i++) {
      value[i] = (byte) bytes[i];
    }
    return AttributeValue.fromB(SdkBytes.fromByteArray(value));
  }

  private static ConditionJudge.Outcome on(Expr condition, AttributeValue stored) {
    return ConditionJudge.holds(condition, stored == null ? Map.of() : Map.of("a", stored));
  }

  private static Expr cmp(Expr.Op op, AttributeValue value) {
    return new Expr.Compare("a", op, value);
  }

  @Test
  void numbersCompareByValueWithAll38Digits() {
    assertEquals(TRUE, on(cmp(Expr.Op.EQ, n("1")), n("1.0")));
    assertEquals(TRUE, on(cmp(Expr.Op.LT, n(BIG_PLUS)), n(BIG)));
    assertEquals(FALSE, on(cmp(Expr.Op.LT, n(BIG)), n(BIG)));
    assertEquals(TRUE, on(cmp(Expr.Op.LE, n(BIG)), n(BIG)));
    assertEquals(FALSE, on(cmp(Expr.Op.GT, n(BIG_PLUS)), n(BIG)));
    assertEquals(TRUE, on(cmp(Expr.Op.GE, n(BIG)), n(BIG)));
    assertEquals(FALSE, on(cmp(Expr.Op.EQ, n(BIG_PLUS)), n(BIG)), "a double would call them equal");
    assertEquals(TRUE, on(cmp(Expr.Op.GT, n("-1E+125")), n("-9.99E+124")));
  }

  /** {@code IN} is {@code =} to one of its values: numbers by value, nothing for a missing attribute. */
  @Test
  void inIsEqualToOneOfItsValues() {
    Expr in = new Expr.In("a", List.of(n("1"), n(BIG), s("x")));
    assertEquals(TRUE, on(in, n("1.0")));
    assertEquals(TRUE, on(in, n(BIG)));
    assertEquals(TRUE, on(in, s("x")));
    assertEquals(FALSE, on(in, n(BIG_PLUS)));
    assertEquals(FALSE, on(in, s("1")), "another type");
    assertEquals(FALSE, on(in, null), "a missing attribute");
    assertEquals(List.of("a"), ConditionJudge.explain(in, Map.of("a", n("2"))).failed());
  }

  @Test
  void stringsCompareByUtf8Bytes() {
    String nonBmp = new String(Character.toChars(0x1F600));
    assertEquals(TRUE, on(cmp(Expr.Op.GT, s("\uFFFF")), s(nonBmp)), "UTF-8 puts U+1F600 after U+FFFF");
    assertTrue(nonBmp.compareTo("\uFFFF") < 0, "UTF-16 order is the other way round");
    assertEquals(TRUE, on(cmp(Expr.Op.LT, s("b")), s("a")));
    assertEquals(FALSE, on(cmp(Expr.Op.LT, s("a")), s("a")));
    assertEquals(TRUE, on(cmp(Expr.Op.LT, s("ab")), s("a")), "a prefix sorts first");
    assertEquals(TRUE, on(new Expr.Between("a", s("a"), s("a")), s("a")));
    assertEquals(FALSE, on(new Expr.Between("a", s("b"), s("c")), s("a")));
    assertEquals(FALSE, on(new Expr.Between("a", s("a"), s("b")), s("c")));
  }

  @Test
  void binariesCompareByUnsignedBytes() {
    assertEquals(TRUE, on(cmp(Expr.Op.GT, b(0x7f)), b(0x80)), "0x80 is 128, not -128");
    assertEquals(TRUE, on(new Expr.BeginsWith("a", b(0x80)), b(0x80, 1)));
    assertEquals(FALSE, on(new Expr.BeginsWith("a", b(0x80, 1, 2)), b(0x80, 1)));
  }

  @Test
  void aMissingAttributeOrAnotherTypeMeetsOnlyNotEqual() {
    for (Expr.Op op : List.of(Expr.Op.EQ, Expr.Op.LT, Expr.Op.LE, Expr.Op.GT, Expr.Op.GE)) {
      assertEquals(FALSE, on(cmp(op, n("1")), null), op + " of a missing attribute");
      assertEquals(FALSE, on(cmp(op, n("1")), s("1")), op + " of a string against a number");
    }
    assertEquals(TRUE, on(cmp(Expr.Op.NE, n("1")), null));
    assertEquals(TRUE, on(cmp(Expr.Op.NE, n("1")), s("1")));
    assertEquals(FALSE, on(new Expr.Between("a", n("0"), n("2")), null));
    assertEquals(FALSE, on(new Expr.BeginsWith("a", s("x")), null));
    assertEquals(FALSE, on(new Expr.Contains("a", s("x")), null));
    assertEquals(FALSE, on(new Expr.Size("a", Expr.Op.GE, 0), null));
    assertEquals(FALSE, on(new Expr.Exists("a", true), null));
    assertEquals(TRUE, on(new Expr.Exists("a", false), null));
    assertEquals(FALSE, on(new Expr.Type("a", "S"), null));
    assertEquals(TRUE, on(new Expr.Type("a", "NULL"), AttributeValue.fromNul(true)));
    assertEquals(FALSE, on(new Expr.Type("a", "SS"), AttributeValue.fromL(List.of())));
  }

  @Test
  void containsAndSizeOfSetsListsAndEmptyOnes() {
    AttributeValue set = AttributeValue.fromSs(List.of("red", "blue"));
    AttributeValue empty = AttributeValue.fromL(List.of());
    assertEquals(TRUE, on(new Expr.Contains("a", s("red")), set));
    assertEquals(FALSE, on(new Expr.Contains("a", s("re")), set), "a set holds elements, not substrings");
    assertEquals(TRUE, on(new Expr.Contains("a", s("re")), s("red")), "a string holds substrings");
    assertEquals(TRUE, on(new Expr.Contains("a", s("x")), AttributeValue.fromL(List.of(s("x")))));
    assertEquals(FALSE, on(new Expr.Contains("a", s("x")), empty));
    assertEquals(TRUE, on(new Expr.Contains("a", n("1")), AttributeValue.fromNs(List.of("1.0"))));
    assertEquals(TRUE, on(new Expr.Size("a", Expr.Op.EQ, 0), empty));
    assertEquals(TRUE, on(new Expr.Size("a", Expr.Op.EQ, 2), set));
    assertEquals(FALSE, on(new Expr.Size("a", Expr.Op.GT, 2), set));
    assertEquals(TRUE, on(new Expr.SizeBetween("a", 2, 2), set));
    assertEquals(FALSE, on(new Expr.SizeBetween("a", 3, 4), set));
    assertEquals(TRUE, on(new Expr.Size("a", Expr.Op.EQ, 1), AttributeValue.fromM(Map.of("k", s("v")))));
    assertEquals(TRUE, on(new Expr.Size("a", Expr.Op.EQ, 2), b(1, 2)));
  }

  @Test
  void aStringsSizeIsUnknownWhereItsCountsDisagree() {
    assertEquals(TRUE, on(new Expr.Size("a", Expr.Op.EQ, 3), s("abc")));
    assertEquals(FALSE, on(new Expr.Size("a", Expr.Op.GT, 3), s("abc")));
    assertEquals(UNKNOWN, on(new Expr.Size("a", Expr.Op.EQ, 2), s("é")), "2 UTF-8 bytes, 1 character");
    assertEquals(TRUE, on(new Expr.Size("a", Expr.Op.GE, 1), s("é")), "every count is at least 1");
  }

  @Test
  void explainNamesThePartsThatMadeItFalse() {
    Map<String, AttributeValue> item = Map.of("name", s("bob"), "score", n("5"));
    Expr nameIsAl = new Expr.BeginsWith("name", s("al"));
    Expr scoreOver = new Expr.Compare("score", Expr.Op.GT, n("3"));
    ConditionJudge.Explanation and = ConditionJudge.explain(new Expr.And(List.of(nameIsAl, scoreOver)), item);
    assertEquals(new ConditionJudge.Explanation(List.of("name", "score"), List.of("name"), true), and);
    Expr tagsMissing = new Expr.Exists("tags", true);
    ConditionJudge.Explanation or = ConditionJudge.explain(new Expr.Or(List.of(nameIsAl, tagsMissing)), item);
    assertEquals(List.of("name", "tags"), or.failed());
    ConditionJudge.Explanation not = ConditionJudge.explain(new Expr.Not(scoreOver), item);
    assertEquals(List.of("score"), not.failed());
    ConditionJudge.Explanation holds = ConditionJudge.explain(scoreOver, item);
    assertFalse(holds.known(), "a condition the item meets cannot explain a failure");
    ConditionJudge.Explanation unknown = ConditionJudge.explain(new Expr.Size("name", Expr.Op.EQ, 2),
        Map.of("name", s("é")));
    assertFalse(unknown.known());
    assertEquals(List.of("name"), unknown.failed());
  }
}
