package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.FixedInstant;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The generated code's fixed-width Instant text for the Enhanced Client, whose default converter
 * writes {@link Instant#toString()} and would make different items.
 */
public final class FixedInstantConverter implements AttributeConverter<Instant> {
  @Override
  public AttributeValue transformFrom(Instant input) {
    return AttributeValue.fromS(FixedInstant.format(input));
  }

  @Override
  public Instant transformTo(AttributeValue input) {
    return FixedInstant.parse(input.s());
  }

  @Override
  public EnhancedType<Instant> type() {
    return EnhancedType.of(Instant.class);
  }

  @Override
  public AttributeValueType attributeValueType() {
    return AttributeValueType.S;
  }
}
