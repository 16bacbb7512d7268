package dev.singletable.it;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Edge;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** One component of every supported attribute type, with a long source and an enum target. */
@Edge(source = "ACCOUNT", target = "TIER", invertedIndex = "GSI2")
public record Everything(
    @Edge.Source long account,
    @Edge.Target Tier tier,
    String text,
    boolean flag,
    Boolean boxedFlag,
    byte tiny,
    Byte boxedTiny,
    short small,
    Short boxedSmall,
    int count,
    Integer boxedCount,
    long big,
    Long boxedBig,
    float ratio,
    Float boxedRatio,
    double amount,
    Double boxedAmount,
    BigDecimal price,
    BigInteger huge,
    Instant at,
    LocalDate day,
    UUID id,
    Tier otherTier,
    byte[] blob,
    List<String> tags,
    Set<String> labels,
    Map<String, String> properties,
    @Attribute("item") String item,
    String client) {

  public enum Tier { FREE, PRO }
}
