/**
 * AWS's published "Online Shop" single-table design (aws-samples/amazon-dynamodb-design-patterns,
 * examples/an-online-shop: nine entity types, one table, overloaded secondary indexes) declared with
 * singletable, and its 16 access patterns each one generated call ({@code OnlineShopTest}). The index
 * layouts: GSI1 flips {@link dev.singletable.shop.Inventory}; GSI2 is overloaded by customer (orders
 * {@code o#}, ordered products {@code p#}, invoices {@code i#}); GSI3 by product ({@code o#}) and by
 * order (invoices {@code i#}, shipments {@code s#}); GSI4 lists a warehouse's shipments, sparse: a
 * shipment not yet shipped is not in it. Beside them, the test-only {@link
 * dev.singletable.shop.CustomerOrder} keeps a customer's orders in the customer's partition, sorted by the
 * local indexes LSI1 (by time) and LSI2 (by shipping time, sparse) ({@code LocalIndexTest}).
 */
package dev.singletable.shop;
