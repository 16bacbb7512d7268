package dev.singletable.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import dev.singletable.layout.Layout;
import dev.singletable.processor.read.ValueKind;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.codec.Values;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The build-time bounds that let a mapper skip the item size check hold for the runtime's own
 * measure of the most extreme values of each kind.
 */
class ItemBoundsTest {

  @Test
  void boundsHoldForTheLargestValueOfEachKind() {
    assertWithin(ValueKind.BOOLEAN, Values.bool(true));
    for (long n : new long[] {Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, Short.MIN_VALUE}) {
      assertWithin(ValueKind.LONG, Values.number(n));
    }
    // DynamoDB's range is 1E-130 to 9.99E+125 in magnitude; these have the most digits there.
    for (double d : new double[] {-9.876543210987654E125, -1.2345678901234567E-129,
        -0.00012345678901234567}) {
      assertWithin(ValueKind.DOUBLE, Values.number(d, "d"));
    }
    for (float f : new float[] {-Float.MAX_VALUE, -Float.MIN_VALUE, -1.2345678E-30f}) {
      assertWithin(ValueKind.FLOAT, Values.number(f, "f"));
    }
    BigInteger largest = BigInteger.TEN.pow(38).subtract(BigInteger.ONE);
    assertWithin(ValueKind.BIG_INTEGER, Values.number(largest.negate(), "b"));
    for (Instant instant : List.of(Instant.parse("0000-01-01T00:00:00Z"),
        Instant.parse("9999-12-31T23:59:59.999999999Z"))) {
      assertWithin(ValueKind.INSTANT, Values.instant(instant, "at"));
      assertEquals(ItemBounds.MAX_INSTANT_BYTES, Values.instant(instant, "at").s().length());
    }
    assertWithin(ValueKind.LOCAL_DATE, Values.date(LocalDate.of(0, 1, 1), "day"));
    assertEquals(ItemBounds.MAX_LOCAL_DATE_BYTES, Values.date(LocalDate.of(9999, 12, 31), "day").s().length());
    assertWithin(ValueKind.UUID, Values.uuid(new UUID(-1, -1)));
  }

  @Test
  void unboundedKindsHaveNoBound() {
    for (ValueKind kind : List.of(ValueKind.STRING, ValueKind.BIG_DECIMAL, ValueKind.BYTES,
        ValueKind.STRING_LIST, ValueKind.STRING_SET, ValueKind.STRING_MAP)) {
      assertTrue(ItemBounds.maxValueBytes(kind).isEmpty(), kind.name());
    }
  }

  @Test
  void aRecordOfBoundedAttributesNeedsNoSizeCheckAndOneStringMakesItNeedOne() {
    EdgeModel bounded = edge(List.of(attribute("at", ValueKind.INSTANT), attribute("n", ValueKind.INT),
        attribute("kind", ValueKind.ENUM)));
    assertFalse(ItemBounds.needsWriteCheck(bounded));
    assertEquals(2 + 1024 + 2 + 1024 + 5 + 6 + 6 + 1024 + 6 + 1024 + 2 + 30 + 1 + 21 + 4 + 65_535,
        ItemBounds.maxItemBytes(bounded).getAsLong());
    assertTrue(ItemBounds.needsWriteCheck(edge(List.of(attribute("note", ValueKind.STRING)))));
    List<ComponentModel> manyEnums = List.of(attribute("a", ValueKind.ENUM),
        attribute("b", ValueKind.ENUM), attribute("c", ValueKind.ENUM), attribute("d", ValueKind.ENUM),
        attribute("e", ValueKind.ENUM), attribute("f", ValueKind.ENUM), attribute("g", ValueKind.ENUM));
    assertTrue(ItemBounds.needsWriteCheck(edge(manyEnums)), "7 x 64 KB can exceed 400 KB");
    assertTrue(ItemBounds.needsWriteCheck(edge(List.of(attribute("at\uD800", ValueKind.INSTANT)))),
        "an attribute name with an unpaired surrogate must reach the runtime's refusal");
    assertFalse(ItemBounds.needsWriteCheck(edge(List.of(attribute("at\uD83D\uDE00", ValueKind.INSTANT)))));
  }

  private static void assertWithin(ValueKind kind, AttributeValue value) {
    long measured = Items.size(Map.of("", value));
    int bound = ItemBounds.maxValueBytes(kind).getAsInt();
    assertTrue(measured <= bound, kind + " " + value + " takes " + measured + " > " + bound);
  }

  private static EdgeModel edge(List<ComponentModel> attributes) {
    KeyModel source = new KeyModel(id("follower"), "ACTOR", Layout.MAX_SORT_KEY_BYTES);
    KeyModel target = new KeyModel(id("followee"), "TARGET", Layout.MAX_SORT_KEY_BYTES);
    List<ComponentModel> components = new ArrayList<>(List.of(source.component(), target.component()));
    components.addAll(attributes);
    return new EdgeModel(ClassName.get("p", "Follow"), "Follow", "Main", source, target,
        Optional.of("GSI1"), KeyLayout.edge("ACTOR", "follower", "TARGET", "followee", Optional.of("GSI1")), components,
        "follows", "follows",
        List.of(new ListingModel("followsOfFollower", "BY_FOLLOWER", false)), List.of(), List.of(target), Optional.empty());
  }

  private static ComponentModel id(String name) {
    return new ComponentModel(name, TypeName.get(String.class), ValueKind.STRING, false, Role.SOURCE, name, List.of());
  }

  private static ComponentModel attribute(String name, ValueKind kind) {
    return new ComponentModel(name, TypeName.INT, kind, false, Role.ATTRIBUTE, name, List.of());
  }
}
